# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-min-nim-about = quitar { $set } piedras de un montón
game-min-nim-rules = Tres montones. En tu turno, quita { $set } piedras de un montón que tenga suficientes. Gana quien hace la última jugada.
game-min-nim-theorem = Cada montón es el juego de sustracción de las cantidades { $set }, así que por Sprague–Grundy el valor de Grundy de una posición es el XOR de los valores de tres sucesiones periódicas, y la posición es P exactamente cuando es 0.
