# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-kayles-rules = Filas de bolos. En tu turno, derriba un bolo o dos bolos vecinos; una fila puede partirse en dos. Gana quien derriba el último bolo.
game-kayles-theorem = Sprague–Grundy: el valor de Grundy de una posición es el XOR de los valores de sus filas. Guy y Smith (1956): los valores de una fila son periódicos, con periodo 12 a partir de la fila 71, así que se conoce el valor de cualquier fila.
