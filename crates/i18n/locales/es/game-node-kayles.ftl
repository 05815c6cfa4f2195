# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-node-kayles-rules = El tablero es un grafo, escrito como una forma (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) o como sus aristas (0-1,1-2,2-0); la posición enumera los vértices que quedan. Por turnos, cada jugador quita un vértice junto con todos los vértices adyacentes a él, y sus aristas. Pierde quien no puede mover.
game-node-kayles-theorem = Node Kayles quita un vértice con todos sus vecinos (Arc Kayles, su pariente, quita los dos extremos de una arista). Un grafo desconectado es la suma de sus trozos conexos, así que, por Sprague–Grundy, su valor es el XOR de los valores de los trozos. Un camino de n vértices es el ajedrez de Dawson, el juego octal 0.137 (tomar un vértice de un extremo lo quita con su único vecino, uno del medio quita tres y puede partir el camino, un camino de uno se va entero). Sus valores son los del Kayles de Dawson, 0.07, desplazados en uno: un camino de n vale lo que una fila de n + 1 en el Kayles de Dawson.
game-node-kayles-about = en un grafo de { $vertices } vértices y { $edges } { $edges ->
    [one] arista
   *[other] aristas
}
