# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-sum-rules = Varios juegos a la vez. En tu turno, juega en uno solo de ellos. Gana quien hace la última jugada.
game-sum-theorem = Sprague–Grundy: el valor de Grundy de una suma es el XOR de los valores de sus componentes, y la suma es una posición P exactamente cuando es 0 (variante normal).
