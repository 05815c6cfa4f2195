# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-fibonacci-rules = Un montón. La primera jugada quita al menos una piedra pero no todo el montón; después, cada jugada quita al menos una piedra y como mucho el doble de lo que quitó la jugada anterior. Gana quien quita la última piedra. La posición se escribe como el montón y después lo último que se quitó: 17,3 es un montón de 17 tras quitar 3; un montón nuevo es solo su tamaño (20).
game-fibonacci-theorem = Zeckendorf: todo número natural es, de una única manera, una suma de números de Fibonacci sin dos consecutivos. Un montón nuevo es una posición P exactamente cuando su tamaño es un número de Fibonacci (1, 2, 3, 5, 8, 13, 21, …); si no, quita el menor término de su forma de Zeckendorf.
