# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-candy-rules = Montones de caramelos. Por turnos, cada jugador toma cualquier número positivo de caramelos de un montón. Cada jugador persigue dos objetivos a la vez: tomar el último caramelo y, asegurado eso, tomar la mayor cantidad posible de caramelos al final del juego.
game-candy-theorem = El artículo «Nim» de Wikipedia: «Candy Nim es una versión del juego normal Nim en el que los jugadores intentan lograr dos objetivos al mismo tiempo: tomar el último objeto (en este caso, dulces) y tomar la cantidad máxima de dulces al final del juego.» Quién se lleva el último caramelo lo decide el teorema de Bouton. Los caramelos que reúne cada jugador con el mejor juego (quien gana se limita a jugadas ganadoras y después toma tantos como puede; quien pierde toma tantos como puede) salen de una búsqueda exhaustiva.
