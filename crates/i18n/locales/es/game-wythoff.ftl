# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-wythoff-rules = Dos montones, o una dama que avanza hacia la esquina de un tablero. En tu turno, quita cuantas piedras quieras de un montón, o el mismo número de los dos. Gana quien quita la última piedra.
game-wythoff-theorem = Wythoff (1907): las posiciones P (las casillas frías) son los pares (⌊kφ⌋, ⌊kφ²⌋) y sus simétricos, para k = 0, 1, 2, …, donde φ = (1 + √5)/2 es el número áureo. Cada número natural aparece exactamente en un par.
