# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-chomp-rules = La tableta son filas de cuadrados, escritas desde la fila de abajo (4,4,4 son tres filas de cuatro). El cuadrado de abajo a la izquierda está envenenado. Por turnos, cada jugador elige un cuadrado y se lo come junto con todos los que están encima y a su derecha. Pierde quien tenga que comerse el cuadrado envenenado: el jugador al que solo le queda el veneno ha perdido.
game-chomp-theorem = Robo de estrategia: un rectángulo completo de más de un cuadrado lo gana el primer jugador. Si lo perdiera, comerse solo el cuadrado de arriba a la derecha dejaría una posición con una respuesta ganadora. Pero esa respuesta también se come el cuadrado de arriba a la derecha, así que el primer jugador podría haberla jugado directamente y haber ganado. La prueba demuestra que existe una jugada ganadora sin decir cuál es. Una fila de n cuadrados es un montón de Nim de n − 1, y dos filas de a y b cuadrados pierden para quien mueve exactamente cuando b = a − 1.
