# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-arc-kayles-rules = El tablero es un grafo, escrito como una forma (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) o como sus aristas (0-1,1-2,2-0); la posición enumera los vértices que quedan. Por turnos, cada jugador quita dos vértices adyacentes, los dos extremos de una arista, junto con todas las aristas que los tocan. Pierde quien no puede mover.
game-arc-kayles-theorem = El artículo «Nim» de Wikipedia: (Nim en grafos) «El tablero de partida es un grafo desconectado, y los jugadores se turnan para eliminar los vértices adyacentes.» Un grafo desconectado es la suma de sus trozos conexos, así que, por Sprague–Grundy, su valor es el XOR de los valores de los trozos. Un camino de n vértices es el Kayles de Dawson como juego octal 0.07: derribar dos bolos contiguos de una fila.
game-arc-kayles-about = en un grafo de { $vertices } vértices y { $edges } { $edges ->
    [one] arista
   *[other] aristas
}
