# La pantalla del juego de juegos (#/game-of-games): la k-variante del Nim
# simplificado del blog y su Proposición 2.
gog-lede = Con n piedras, A (primero) y B (segundo) juegan n − 1 partidas de Nim simplificado: J₁ (quitar 1), J₂ (quitar 1 o 2), …, Jₙ₋₁ (quitar de 1 a n − 1). Quien gane más de ellas gana el juego de juegos.
gog-error-n = «{ $given }» no es un número de piedras entre { $min } y { $max }. Se muestra n = { $n } en su lugar.
gog-field-n = Piedras (n)
gog-show = Mostrar
gog-limit = n de { $min } a { $max }. Los totales cuentan los divisores de n (división por tanteo hasta √n), así que aparecen al instante, por grande que sea n.
gog-presets-label = Ejemplos
gog-preset-6 = n = 6 (el ejemplo de «El juego del NIM»)
gog-preset-4 = n = 4
gog-preset-7 = n = 7 (primo)
gog-preset-12 = n = 12
gog-preset-prime = n = 1000000007 (primo)
gog-preset-divisors = n = 963761198400 (6720 divisores)

gog-won-a = Juegos ganados por A (primer jugador)
gog-won-b = Juegos ganados por B (segundo jugador)
gog-leader-a = A gana el juego de juegos.
gog-leader-b = B gana el juego de juegos.
gog-leader-tie = El juego de juegos queda empatado.
gog-rule = Por la Proposición 1, B gana Jₖ exactamente cuando k + 1 divide a n (n mod (k + 1) = 0); si no, A se come el residuo y gana.
gog-divisors = n = { $n } tiene { $count } divisores: { $divisors }.
gog-b-games = Sin contar el 1 (k = 0 no es un juego), B gana { $total ->
    [one] el único juego: { $games }. A no gana ninguno.
   *[other] { $b } de los { $total } juegos: { $games }. A gana los otros { $a }.
}

gog-prop-title = Proposición 2: A domina para n > 6
gog-prop-statement = Para n > 6, A gana más juegos que B. B gana d(n) − 1 juegos (d(n) es el número de divisores de n) y A gana n − d(n), y para n > 6, d(n) − 1 < n − d(n).
gog-prop-proof = Por qué: salvo el propio n, ningún divisor de n supera a n/2 (al duplicarlo rebasaría a n). B solo llegaría a la mitad de los juegos si todos los números hasta n/2 dividieran a n, y pasado n = 3 eso solo ocurre para n = 4 y n = 6.
gog-prop-prime = n = { $n } es primo: sus únicos divisores son 1 y { $n }, así que B solo gana { $last_game } (A no puede comerse las n piedras de una vez). { $a ->
    [0] A no gana ninguno.
   *[other] A gana los otros { $a }.
}
gog-prop-dominates = n = { $n } > 6: A domina, { $a } juegos a { $b }.
gog-prop-small = n = { $n } ≤ 6 queda fuera de la Proposición 2: aquí A gana { $a } y B gana { $b }.
gog-small-caption = Los totales para n de 2 a { $last }: B solo va por delante en n = 2, 4 y 6 (n = 3 es un empate).
gog-col-leader = Ganador

gog-games-title = Los juegos uno por uno
gog-games-range = { $all ->
    [one] El único juego, { $first }.
   *[other] De { $first } a { $last } de los { $all } juegos (página { $page } de { $pages }, { $size } por página). Los totales de arriba cuentan todos los juegos.
}
gog-page-first = Primera
gog-page-prev = Anterior
gog-page-next = Siguiente
gog-page-last = Última
gog-col-game = Juego
gog-col-criterion = Proposición 1
gog-col-winner = Ganador
gog-row-criterion = { $n } ≡ { $r } (mod { $m })
gog-row-a = Gana A
gog-row-b = Gana B
