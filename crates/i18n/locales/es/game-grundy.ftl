# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-grundy-rules = Montones de piedras. En tu turno, parte un montón en dos montones no vacíos de tamaños distintos (6 puede quedar en 5 y 1, o en 4 y 2, nunca en 3 y 3). Pierde quien no puede mover.
game-grundy-theorem = Sprague–Grundy: el valor de una posición es el XOR de los valores de sus montones, cada uno el mex de los valores en que se puede partir. Si la sucesión de valores acaba siendo periódica es un problema abierto; los valores se calculan uno a uno.
