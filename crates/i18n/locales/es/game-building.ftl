# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-building-rules = Building Nim BN({ $n }, { $s }): hay { $n } piedras y { $s } montones vacíos. Por turnos, los jugadores colocan exactamente una piedra en un montón de su elección. Una vez colocadas todas las piedras, comienza un juego de Nim, empezando por el jugador al que le tocaría mover. La posición se escribe como los montones y después las piedras que quedan por colocar (0,0,0,6 es el comienzo de BN(6, 3)). Gana quien se lleva la última piedra.
game-building-theorem = El artículo «Nim» de Wikipedia: «Building Nim es una variante de Nim en la que los dos jugadores primero construyen el juego de Nim. Dadas n piedras y s pilas vacías, los jugadores, alternando turnos, colocan exactamente una piedra en una pila de su elección. Una vez que se colocan todas las piedras, comienza un juego de Nim, comenzando con el siguiente jugador que se movería.» La fase de Nim se resuelve con el teorema de Bouton; la fase de construcción, buscando todas las maneras de colocar las piedras que quedan, con el teorema de Bouton al final de cada una.
game-building-about = { $n } piedras que colocar en { $s } montones, y después Nim
