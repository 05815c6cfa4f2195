# Los juegos del catálogo: un título, un resumen de una línea, las reglas y
# el teorema de cada uno (game-NOMBRE-*).

game-moore-title = Nim de índice k (Moore)
game-moore-summary = En cada jugada se quitan piedras de al menos uno y como mucho k montones.
game-moore-rules = Montones de piedras. Por turnos, cada jugador elige al menos uno y como mucho k montones y quita de cada uno cualquier número positivo de piedras (con moore:K,R, como mucho R piedras de cada montón). Gana quien se lleva la última piedra.
game-moore-theorem = E. H. Moore (1910): se escriben los tamaños de los montones en binario y se suma cada dígito binario módulo k + 1. La estrategia ganadora es mover de manera que esta suma sea cero para cada dígito: el valor es cero al final, cualquier cambio de como máximo k montones a partir de una posición de valor cero lo hace distinto de cero y, a partir de una posición de valor distinto de cero, siempre se puede quitar de como máximo k montones, elegidos con cuidado, de modo que el valor se convierta en cero. La semilla dice que con un máximo de r piedras por montón primero se reducen los tamaños módulo r + 1; es cierto para k = 1, pero la búsqueda exhaustiva lo refuta para k ≥ 2 (en moore:2,1 la posición 2,1,1,1 la gana el jugador que mueve), así que ahí el ordenador busca.
