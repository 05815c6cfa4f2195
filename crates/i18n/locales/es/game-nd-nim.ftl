# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-nd-nim-rules = El tablero tiene k1 × … × kn casillas, cada una con una pieza o vacía, escritas como 1 o 0 en orden de lectura (la última coordenada corre más deprisa). Por turnos, cada jugador quita cualquier número de piezas contiguas, al menos una, de una hiper-fila: una línea de casillas paralela a un eje, sin casillas vacías entre las piezas que quita. Gana quien quita la última pieza.
game-nd-nim-theorem = El artículo «Nim» de Wikipedia: «n-d Nim se juega en un tablero k1 × … × kn, en el que se puede quitar cualquier número de piezas continuas de cualquier hiper-fila. La posición inicial suele ser el tablero completo, pero se permiten otras opciones.» Las jugadas en un trozo conexo del tablero nunca tocan otro, así que, por Sprague–Grundy, el valor de la posición es el XOR de los valores de sus trozos. Un trozo recto de n piezas vale n, como un montón de Nim: el n-d Nim de una dimensión es Nim.
game-nd-nim-about = un tablero de { $code } casillas ({ $cells } en total)
