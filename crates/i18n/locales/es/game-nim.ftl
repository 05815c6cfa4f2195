# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-nim-rules = Montones de piedras. En tu turno, quita una o más piedras de un solo montón. En la variante normal gana quien quita la última piedra; en la misère, pierde.
game-nim-theorem = Bouton (1901): una posición es P exactamente cuando la suma nim (el XOR de los tamaños, bit a bit y sin acarreo) es 0. Una jugada ganadora la vuelve a dejar en 0. En misère es igual, salvo cuando ningún montón tiene más de una piedra: entonces un número impar de piedras sueltas es una posición P.
