# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-dawson-rules = Filas de bolos. En tu turno, derriba dos bolos vecinos; una fila puede partirse en dos. Gana quien derriba los últimos bolos. Es el juego octal 0.07.
game-dawson-theorem = Sprague–Grundy: el valor de una posición es el XOR de los valores de sus filas. Los valores de una fila son periódicos con periodo 34 a partir de la fila 53 (el teorema de periodicidad octal, comprobado con los valores calculados), así que se conoce el valor de cualquier fila.
