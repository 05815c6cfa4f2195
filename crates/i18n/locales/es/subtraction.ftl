# La pantalla del Nim simplificado (#/subtraction): un montón, quitar de 1
# a k; el juego del 21 y el juego del 100.
subtraction-lede = Un montón de piedras; por turnos, cada jugador quita de 1 a { $k } piedras. { $convention }.
subtraction-lede-21 = El juego del 21: se cuenta desde 0; por turnos, cada jugador dice 1, 2 o 3 números más. Quien dice 21 pierde.
subtraction-lede-100 = El juego del 100: se empieza en 0; por turnos, cada jugador suma un número del 1 al 10. Quien llega a 100 gana.

subtraction-error-n = «{ $given }» no es un número de piedras entre 1 y { $max_n }.
subtraction-error-k = «{ $given }» no es un k entre 1 y { $max_k }.
subtraction-error-preset = No hay ningún ejemplo llamado «{ $given }» (prueba 21 o 100).
subtraction-error-vs = «{ $given }» no es un rival (computer o friend).
subtraction-error-first = «{ $given }» no es un primer jugador (me o computer).
subtraction-error-position = «{ $given }» no es un número de piedras restantes entre 0 y { $n }.
subtraction-error-instead = Se muestran { $n } piedras, quitar de 1 a { $k }, en su lugar.

subtraction-stones-left = { $count ->
    [one] Queda 1 piedra
   *[other] Quedan { $count } piedras
}
subtraction-total = Total: { $total } (meta { $goal })
subtraction-take = Quitar { $count }
subtraction-say = Decir { $number }
subtraction-takes-label = Tu jugada

subtraction-status-player = Turno del jugador { $seat }.

subtraction-outcome-n = Posición N: quien mueve gana quitando { $take }.
subtraction-outcome-n-say = Posición N: quien mueve gana diciendo { $number }.
subtraction-outcome-p = Posición P: quien mueve pierde si el rival juega bien.
subtraction-outcome-p-over = Posición P: no quedan piedras, así que quien mueve ha perdido.
subtraction-outcome-n-over = Posición N: el rival se llevó la última piedra, así que quien mueve ha ganado.

subtraction-prop-title = La Proposición 1 en este montón
subtraction-prop-division = { $n } = { $m } · { $p } + { $r }   (k + 1 = { $m }, p = { $p }, r = { $r })
subtraction-prop-r-nonzero = r = { $r } ≠ 0: quien mueve quita { $r } y deja { $left } = { $m } · { $p }. Después, cada vez que el rival quita j, responde con { $m } − j: cada ronda quita { $m } piedras, así que se lleva la última.
subtraction-prop-r-zero = r = 0: el montón es múltiplo de { $m }. Quite lo que quite quien mueve (j), el rival responde con { $m } − j y vuelve a dejar un múltiplo de { $m }: gana el segundo jugador.
subtraction-prop-misere-win = Misère: los montones perdedores son uno más que un múltiplo de { $m }. Quien mueve quita { $take } y deja { $left } = { $m } · { $q } + 1; luego responde a cada jugada j con { $m } − j, hasta que el rival tenga que llevarse la última piedra.
subtraction-prop-misere-lose = Misère: el montón es uno más que un múltiplo de { $m }, así que quien mueve pierde: el rival responde a cada jugada j con { $m } − j y le deja la última piedra.
subtraction-count-targets = Di estos números y ganarás: { $targets }.
subtraction-why-21 = Quien dice 20 gana, porque el rival tiene que decir 21. Retrocediendo de 4 en 4 (1 + 3 = 2 + 2 = 3 + 1 = 4): di los múltiplos de 4. El primer jugador no puede decir 4 de entrada, así que gana el segundo.
subtraction-why-100 = Quien dice 89 gana: el rival no llega a 100, y sume lo que sume (j), tú sumas 11 − j. Retrocediendo de 11 en 11 desde 100: 89, 78, …, 12, 1. El primer jugador dice 1 y gana.
subtraction-count-as-heap = Contar desde { $total } hasta { $goal } es un montón de { $left } piedras:

subtraction-table-title = Quién gana, montón a montón
subtraction-table-caption = Montones de 0 a { $last } piedras, { $m } por fila. P (quien mueve pierde) vuelve cada { $m } piedras: el periodo es k + 1 = { $m }.

subtraction-setup-title = Partida nueva
subtraction-field-n = Piedras
subtraction-field-k = Quitar como mucho (k)
subtraction-misere-label = Misère (pierde quien toma la última piedra)
subtraction-opponent = Rival
subtraction-opponent-computer = La computadora
subtraction-opponent-friend = Un amigo
subtraction-first = Contra la computadora, quién empieza
subtraction-first-me = Yo
subtraction-first-computer = La computadora
subtraction-start = Empezar
subtraction-limits = Piedras: de 1 a { $max_n }; k: de 1 a { $max_k }.
subtraction-presets-label = Ejemplos
subtraction-preset-19 = 19 piedras, k = 3
subtraction-preset-666 = 666 piedras, k = 7
subtraction-preset-misere = Misère, 21 piedras, k = 3
subtraction-preset-21 = Juego del 21
subtraction-preset-100 = Juego del 100

subtraction-history-take = { $who }: quitó { $take } ({ $from } → { $to })
subtraction-history-say = { $who }: dijo { $said }
subtraction-who-you = Tú
subtraction-who-computer = La computadora
subtraction-who-player = Jugador { $seat }
