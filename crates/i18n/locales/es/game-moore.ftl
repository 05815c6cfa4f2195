# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-moore-rules = Montones de piedras. Por turnos, cada jugador elige al menos uno y como mucho { $k } { $k ->
    [one] montón
   *[other] montones
} y quita de cada uno { $r ->
    [0] cualquier número positivo de piedras
    [one] 1 piedra
   *[other] de 1 a { $r } piedras
}. Gana quien se lleva la última piedra.
game-moore-theorem = E. H. Moore (1910), con k el máximo de montones que toca una jugada (aquí { $k }): se escriben los tamaños de los montones en binario y se suma cada dígito binario módulo k + 1. La estrategia ganadora es mover de manera que esta suma sea cero para cada dígito: el valor es cero al final, cualquier cambio de como máximo k montones a partir de una posición de valor cero lo hace distinto de cero y, a partir de una posición de valor distinto de cero, siempre se puede quitar de como máximo k montones, elegidos con cuidado, de modo que el valor se convierta en cero. El artículo «Nim» de Wikipedia dice que con un máximo de r piedras por montón primero se reducen los tamaños módulo r + 1; es cierto para k = 1, pero la búsqueda exhaustiva lo refuta para k ≥ 2 (en moore:2,1 la posición 2,1,1,1 la gana el jugador que mueve), así que ahí la computadora busca.
game-moore-about = quitar de { $k ->
    [one] un montón
   *[other] 1 a { $k } montones
}, { $r ->
    [0] cualquier número de piedras de cada uno
    [one] 1 piedra de cada uno
   *[other] como mucho { $r } piedras de cada uno
}
