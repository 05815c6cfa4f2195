# Errores del núcleo, una frase clara cada uno.
error-unknown-game = Juego desconocido «{ $given }». Usa nim, take:K, subtraction:S1,S2,…, wythoff o min-nim:R1,R2,R3.
error-bad-game-parameter = El juego «{ $given }» tiene parámetros fuera de rango (take:K necesita K ≥ 1; un conjunto de resta necesita tamaños positivos; Min Nim necesita 1 ≤ r1 < r2 < r3).
error-wrong-heap-count = Este juego se juega con { $expected } montones, pero se dieron { $got }.
error-too-large = Demasiado grande: { $what } está limitado a { $max }, y se pidió { $asked }.
limit-heaps = el número de montones
limit-min-nim-cells = el tamaño de la tabla de Min Nim ((n1+1)·(n2+1)·(n3+1) posiciones)
limit-sequence-length = la longitud de una secuencia de Grundy
limit-subtraction-element = el mayor número de un conjunto de resta
limit-subtraction-set-size = la cantidad de tamaños de un conjunto de resta
limit-cold-count = la cantidad de posiciones frías listadas a la vez
limit-wythoff-index = el índice k de un par frío (su par debe caber en 64 bits)
limit-period-search = los términos examinados al buscar el período de una secuencia
limit-solver-budget = las posiciones que el resolvedor exhaustivo puede explorar
limit-game-of-games-n = el número de piedras de un juego de juegos
limit-long-sequence = el último montón de una secuencia de Grundy larga de un juego de quitar y partir
limit-grundy-value = un valor de Grundy de un juego de quitar y partir
error-not-a-number = «{ $given }» no es un número entero de 0 a 18446744073709551615.
