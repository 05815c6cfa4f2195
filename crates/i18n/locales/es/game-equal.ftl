# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-equal-rules = Montones de piedras. Por turnos, cada jugador quita cualquier número positivo de piedras de un solo montón, o bien el mismo número de piedras de cada montón (solo mientras ningún montón esté vacío). Gana quien se lleva la última piedra.
game-equal-theorem = El artículo «Nim» de Wikipedia: «En otra variación de Nim, además de eliminar cualquier número de objetos de un solo montón, se permite eliminar el mismo número de objetos de cada montón.» Con dos montones es el juego de Wythoff, resuelto por los pares de la razón áurea. En cuanto un montón queda vacío, la segunda clase de jugada es imposible y el juego es Nim (Bouton). Con tres o más montones no vacíos no se conoce una fórmula: el análisis sale de una búsqueda exhaustiva.
