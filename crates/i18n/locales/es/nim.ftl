# La pantalla del Nim: tablero, análisis, editor de la posición.
# En una pantalla táctil, el mensaje `ID-touch`, si existe, sustituye a `ID` (crates/app/src/i18n.rs).
nim-lede = Dos jugadores mueven por turnos. En tu turno, toma una o más piedras de un solo montón. Haz clic en una piedra para tomarla junto con todas las que tiene encima.
nim-lede-touch = Dos jugadores mueven por turnos. En tu turno, toma una o más piedras de un solo montón. Toca una piedra para tomarla junto con todas las que tiene encima.

## El tablero
nim-board-label = Los montones

## El análisis
nim-misere-toggle = Misère
nim-sum-label = Suma nim
nim-sum-binary = en binario { $bits }
nim-bits-caption = Los montones en binario. Una columna de la suma nim vale 1 cuando esa columna tiene una cantidad impar de unos.
nim-winning-move = Tomar { $take } del montón { $heap } ({ $from } → { $to })
nim-hint-normal-zero = La suma nim es 0 y cualquier jugada la cambia; el rival siempre puede volver a dejarla en 0.
nim-hint-normal-nonzero = La suma nim no es 0: una jugada ganadora la deja en 0.
nim-game-over-normal = No quedan piedras: la partida terminó y ganó quien tomó la última piedra.
nim-game-over-misere = No quedan piedras: la partida terminó y perdió quien tomó la última piedra.
nim-misere-endgame = Solo quedan montones de 0 o 1 piedras: en misère, quien mueve pierde si la cantidad de montones de 1 piedra es impar.
nim-misere-strategy = Estrategia misère: juega como en el Nim normal hasta que tu jugada deje solo montones de 0 o 1 piedras; entonces deja una cantidad impar de montones de 1 piedra.

## El editor de la posición
nim-editor-title = Posición
nim-heaps-field = Montones
nim-heaps-hint = Tamaños de los montones separados por comas, por ejemplo 3, 4, 5 (como mucho { $max } montones).
nim-add-heap = Añadir un montón
nim-remove-heap = Quitar el último montón
nim-random = Posición al azar
nim-reset = Reiniciar

## La partida: estado, jugadores, marcador
nim-status-your-turn = Tu turno: toma piedras de un montón.
nim-status-thinking = La computadora está pensando…
nim-status-player-turn = Mueve { $player }.
nim-status-empty = No hay piedras: no hay nada que jugar. Escribe una posición o empieza una partida nueva.
nim-over-me-normal = ¡Has ganado! Tomaste la última piedra, y en el juego normal la última piedra gana.
nim-over-me-misere = ¡Has ganado! La computadora tuvo que tomar la última piedra, y en misère la última piedra pierde.
nim-over-computer-normal = Ha ganado la computadora: tomó la última piedra, y en el juego normal la última piedra gana.
nim-over-computer-misere = Ha ganado la computadora: tomaste la última piedra, y en misère la última piedra pierde.
nim-over-player-normal = Ha ganado { $winner }: { $winner } tomó la última piedra, y en el juego normal la última piedra gana.
nim-over-player-misere = Ha ganado { $winner }: { $loser } tomó la última piedra, y en misère la última piedra pierde.
nim-player-me = Tú
nim-player-computer = Computadora
nim-player-one = Jugador 1
nim-player-two = Jugador 2
nim-player-bob = Bob
nim-player-alice = Alice
nim-score = Marcador: tú { $wins }, la computadora { $losses }

## Los controles de la partida y la pista
nim-controls-label = Controles de la partida
nim-hint = Pista
nim-new-game = Partida nueva
nim-hint-none = Aquí ninguna jugada gana.

## El historial de jugadas
nim-history-line = { $who }: { $move } → { $heaps }
nim-history-line-sum = { $who }: { $move } → { $heaps } · suma nim { $bits } = { $sum }
nim-history-took = tomó { $take } del montón { $heap }

## Preparar una partida
nim-setup-title = Partida
nim-notice-game-reset = No se pudo leer tu partida guardada, así que se ha reiniciado.
nim-notice-dismiss = Cerrar
nim-url-bad-value = El valor «{ $given }» de «{ $key }» en el enlace no es uno que conozcamos, así que se usa el habitual.
nim-url-bad-move = La jugada «{ $given }» del enlace no es legal ahí; la partida empieza desde su posición inicial.
nim-url-too-many-moves = El enlace lista { $asked } jugadas, más de las que guarda una partida ({ $max }); la partida empieza desde su posición inicial.
nim-url-at-past-end = El valor { $asked } de «at» del enlace pasa de { $moves ->
    [0] sus jugadas, y no lista ninguna
    [one] su única jugada
   *[other] sus { $moves } jugadas
}; la partida se muestra tras su última jugada.

## La partida de ejemplo (Alice y Bob, de Wikipedia)
nim-sample-title = Partida de ejemplo
nim-sample-intro = Repite la partida del artículo de Wikipedia entre Alice y Bob con montones de 3, 4 y 5, jugada a jugada, con sus comentarios.
nim-sample-normal = Juego normal
nim-sample-misere = Misère
nim-sample-next = Jugada siguiente
nim-sample-back = Jugada anterior
nim-sample-label = Comentario
nim-sample-normal-0 = Alice y Bob juegan Nim normal con montones de 3, 4 y 5 piedras; Bob mueve primero. La suma nim es 2, así que Bob puede ganar.
nim-sample-normal-1 = Bob toma 2 del montón 1 y deja 1, 4, 5: suma nim 0. Haga lo que haga Alice, Bob puede volver a dejarla en 0.
nim-sample-normal-2 = Alice toma 3 del montón 3 y deja 1, 4, 2 (suma nim 7).
nim-sample-normal-3 = Bob toma 1 del montón 2 y deja 1, 3, 2: otra vez suma nim 0.
nim-sample-normal-4 = Alice toma 1 del montón 2 y deja 1, 2, 2.
nim-sample-normal-5 = Bob toma todo el montón 1 y deja dos 2: dos montones iguales, suma nim 0.
nim-sample-normal-6 = Alice toma 1 del montón 2 y deja 0, 1, 2.
nim-sample-normal-7 = Bob toma 1 del montón 3 y deja dos 1. (En misère tomaría 2 del montón 3 y dejaría 0, 1, 0.)
nim-sample-normal-8 = Alice toma 1 del montón 2 y deja una sola piedra.
nim-sample-normal-9 = Bob toma todo el montón 3 y gana: tomó la última piedra.
nim-sample-misere-0 = La misma partida en misère: quien toma la última piedra pierde. Bob mueve primero; mientras haya dos o más montones con dos o más piedras, juega como en el Nim normal.
nim-sample-misere-1 = Bob toma 2 del montón 1 y deja 1, 4, 5: suma nim 0.
nim-sample-misere-2 = Alice toma 3 del montón 3 y deja 1, 4, 2.
nim-sample-misere-3 = Bob toma 1 del montón 2 y deja 1, 3, 2: otra vez suma nim 0.
nim-sample-misere-4 = Alice toma 1 del montón 2 y deja 1, 2, 2.
nim-sample-misere-5 = Bob toma todo el montón 1 y deja dos 2.
nim-sample-misere-6 = Alice toma 1 del montón 2 y deja 0, 1, 2: solo un montón tiene dos o más piedras. Aquí es donde misère cambia.
nim-sample-misere-7 = Bob toma las dos piedras del montón 3 y deja 0, 1, 0: un número impar de montones de una piedra (el juego normal dejaría dos).
nim-sample-misere-8 = Alice tiene que tomar la última piedra, y pierde.
