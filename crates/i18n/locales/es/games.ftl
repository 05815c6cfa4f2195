# El nombre y el resumen de una línea de cada juego registrado
# (`game-NAME-title`, `game-NAME-summary`), compartidos por la línea de
# órdenes (`nimatron games`) y la aplicación.
game-nim-title = Nim
game-nim-summary = Quita cuantas piedras quieras de un montón.
game-wythoff-title = Juego de Wythoff
game-wythoff-summary = Dos montones: quita de uno, o lo mismo de los dos.
game-take-title = Quitar de 1 a K
game-take-summary = Quita entre 1 y K piedras de un montón.
game-subtraction-title = Juego de sustracción
game-subtraction-summary = Quita de un montón una cantidad de un conjunto fijo.
game-min-nim-title = Min Nim
game-min-nim-summary = Tres montones; quita de un montón una de tres cantidades fijas.
game-fibonacci-title = Nim de Fibonacci
game-fibonacci-summary = Un montón; quita como mucho el doble de lo que acaba de quitar tu rival.
game-kayles-title = Kayles
game-kayles-summary = Filas de bolos; derriba un bolo o dos vecinos.
game-sum-title = Suma de juegos
game-sum-summary = Varios juegos a la vez; cada jugada se hace en uno de ellos.

# Los juegos del catálogo: título, resumen de una línea, reglas y teorema de
# cada uno (game-NOMBRE-*).

game-chomp-title = Chomp
game-chomp-summary = Una tableta de chocolate con una esquina envenenada: toma un cuadrado y todo lo que hay encima y a su derecha.
game-chomp-rules = La tableta son filas de cuadrados, escritas desde la fila de abajo (4,4,4 son tres filas de cuatro). El cuadrado de abajo a la izquierda está envenenado. Por turnos, cada jugador elige un cuadrado y se lo come junto con todos los que están encima y a su derecha. Pierde quien tenga que comerse el cuadrado envenenado: el jugador al que solo le queda el veneno ha perdido.
game-chomp-theorem = Robo de estrategia: un rectángulo completo de más de un cuadrado lo gana el primer jugador. Si lo perdiera, comerse solo el cuadrado de arriba a la derecha dejaría una posición con una respuesta ganadora. Pero esa respuesta también se come el cuadrado de arriba a la derecha, así que el primer jugador podría haberla jugado directamente y ganar. La prueba demuestra que existe una jugada ganadora sin decir cuál es. Una fila de n cuadrados es un montón de Nim de n − 1, y dos filas de a y b cuadrados pierden para quien mueve exactamente cuando b = a − 1.

game-nd-nim-title = Nim n-dimensional
game-nd-nim-summary = Nim en un tablero de cualquier número de dimensiones: quita un tramo de piezas de una línea.
game-nd-nim-rules = El tablero tiene k1 × … × kn casillas, cada una con una pieza o vacía, escritas como 1 o 0 en orden de lectura (la última coordenada corre más deprisa). Por turnos, cada jugador quita cualquier número de piezas contiguas, al menos una, de una hiper-fila: una línea de casillas paralela a un eje, sin casillas vacías entre las piezas que quita. Gana quien quita la última pieza.
game-nd-nim-theorem = La semilla: «n-d Nim se juega en un tablero k1 × … × kn, en el que se puede quitar cualquier número de piezas continuas de cualquier hiper-fila. La posición inicial suele ser el tablero completo, pero se permiten otras opciones.» Las jugadas en un trozo conexo del tablero nunca tocan otro, así que, por Sprague–Grundy, el valor de la posición es el XOR de los valores de sus trozos. Un trozo recto de n piezas vale n, como un montón de Nim: el n-d Nim de una dimensión es Nim.

game-arc-kayles-title = Arc Kayles
game-arc-kayles-summary = Nim en un grafo, por aristas: quita dos vértices adyacentes.
game-arc-kayles-rules = El tablero es un grafo, escrito como una forma (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) o como sus aristas (0-1,1-2,2-0); la posición enumera los vértices que quedan. Por turnos, cada jugador quita dos vértices adyacentes, los dos extremos de una arista, junto con todas las aristas que los tocan. Pierde quien no puede mover.
game-arc-kayles-theorem = La semilla: «El tablero de partida es un grafo desconectado, y los jugadores se turnan para eliminar los vértices adyacentes.» Un grafo desconectado es la suma de sus trozos conexos, así que, por Sprague–Grundy, su valor es el XOR de los valores de los trozos. Un camino de n vértices es el Kayles de Dawson como juego octal 0.07: derribar dos bolos contiguos de una fila.

game-node-kayles-title = Node Kayles
game-node-kayles-summary = Nim en un grafo, por vértices: quita un vértice y sus vecinos.
game-node-kayles-rules = El tablero es un grafo, escrito como una forma (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) o como sus aristas (0-1,1-2,2-0); la posición enumera los vértices que quedan. Por turnos, cada jugador quita un vértice junto con todos los vértices adyacentes a él, y sus aristas. Pierde quien no puede mover.
game-node-kayles-theorem = La semilla: «El tablero de partida es un grafo desconectado, y los jugadores se turnan para eliminar los vértices adyacentes.» Un grafo desconectado es la suma de sus trozos conexos, así que, por Sprague–Grundy, su valor es el XOR de los valores de los trozos. Un camino de n vértices es el Kayles de Dawson, el juego octal 0.137, cuyos valores son los de 0.07 desplazados en uno.


game-dawson-title = Kayles de Dawson
game-dawson-summary = Filas de bolos; derriba exactamente dos bolos vecinos.
game-dawson-rules = Filas de bolos. En tu turno, derriba dos bolos vecinos; una fila puede partirse en dos. Gana quien derriba los últimos bolos. Es el juego octal 0.07.
game-dawson-theorem = Sprague–Grundy: el valor de una posición es el XOR de los valores de sus filas. Los valores de una fila son periódicos con periodo 34 a partir de la fila 53 (el teorema de periodicidad octal, comprobado con los valores calculados), así que se conoce el valor de cualquier fila.
game-octal-title = Juego octal
game-octal-summary = Quitar y partir filas, con la regla escrita como un código octal.
game-octal-rules = Montones de piedras. La cifra k del código tras el punto dice cómo se pueden quitar k piedras de un montón: suma 1 si pueden ser el montón entero, 2 si pueden dejar un montón y 4 si pueden dejar dos montones. Un 4 antes del punto permite partir un montón en dos sin quitar nada. Pierde quien no puede mover.
game-octal-theorem = Sprague–Grundy: el valor de una posición es el XOR de los valores de sus montones. El teorema de periodicidad octal (Guy y Smith): si G(n + p) = G(n) para todo n desde e hasta 2e + p + t, donde t es lo más que quita una jugada, entonces se cumple para todo n desde e. Cuando los valores calculados prueban un periodo, se muestran el preperiodo y el periodo.
game-grundy-title = Juego de Grundy
game-grundy-summary = Parte un montón en dos montones de tamaños distintos.
game-grundy-rules = Montones de piedras. En tu turno, parte un montón en dos montones no vacíos de tamaños distintos (6 puede quedar en 5 y 1, o en 4 y 2, nunca en 3 y 3). Pierde quien no puede mover.
game-grundy-theorem = Sprague–Grundy: el valor de una posición es el XOR de los valores de sus montones, cada uno el mex de los valores en que se puede partir. Si la sucesión de valores acaba siendo periódica es un problema abierto; los valores se calculan uno a uno.
