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
game-chomp-theorem = Robo de estrategia: un rectángulo completo de más de un cuadrado lo gana el primer jugador. Si lo perdiera, comerse solo el cuadrado de arriba a la derecha dejaría una posición con una respuesta ganadora. Pero esa respuesta también se come el cuadrado de arriba a la derecha, así que el primer jugador podría haberla jugado directamente y haber ganado. La prueba demuestra que existe una jugada ganadora sin decir cuál es. Una fila de n cuadrados es un montón de Nim de n − 1, y dos filas de a y b cuadrados pierden para quien mueve exactamente cuando b = a − 1.

game-nd-nim-title = Nim n-dimensional
game-nd-nim-summary = Nim en un tablero de cualquier número de dimensiones: quita un tramo de piezas de una línea.
game-nd-nim-rules = El tablero tiene k1 × … × kn casillas, cada una con una pieza o vacía, escritas como 1 o 0 en orden de lectura (la última coordenada corre más deprisa). Por turnos, cada jugador quita cualquier número de piezas contiguas, al menos una, de una hiper-fila: una línea de casillas paralela a un eje, sin casillas vacías entre las piezas que quita. Gana quien quita la última pieza.
game-nd-nim-theorem = El artículo «Nim» de Wikipedia: «n-d Nim se juega en un tablero k1 × … × kn, en el que se puede quitar cualquier número de piezas continuas de cualquier hiper-fila. La posición inicial suele ser el tablero completo, pero se permiten otras opciones.» Las jugadas en un trozo conexo del tablero nunca tocan otro, así que, por Sprague–Grundy, el valor de la posición es el XOR de los valores de sus trozos. Un trozo recto de n piezas vale n, como un montón de Nim: el n-d Nim de una dimensión es Nim.

game-arc-kayles-title = Arc Kayles
game-arc-kayles-summary = Nim en un grafo, por aristas: quita dos vértices adyacentes.
game-arc-kayles-rules = El tablero es un grafo, escrito como una forma (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) o como sus aristas (0-1,1-2,2-0); la posición enumera los vértices que quedan. Por turnos, cada jugador quita dos vértices adyacentes, los dos extremos de una arista, junto con todas las aristas que los tocan. Pierde quien no puede mover.
game-arc-kayles-theorem = El artículo «Nim» de Wikipedia: (Nim en grafos) «El tablero de partida es un grafo desconectado, y los jugadores se turnan para eliminar los vértices adyacentes.» Un grafo desconectado es la suma de sus trozos conexos, así que, por Sprague–Grundy, su valor es el XOR de los valores de los trozos. Un camino de n vértices es el Kayles de Dawson como juego octal 0.07: derribar dos bolos contiguos de una fila.

game-node-kayles-title = Node Kayles
game-node-kayles-summary = Nim en un grafo, por vértices: quita un vértice y sus vecinos.
game-node-kayles-rules = El tablero es un grafo, escrito como una forma (path:7, cycle:6, grid:3x4, star:5, complete:5, petersen) o como sus aristas (0-1,1-2,2-0); la posición enumera los vértices que quedan. Por turnos, cada jugador quita un vértice junto con todos los vértices adyacentes a él, y sus aristas. Pierde quien no puede mover.
game-node-kayles-theorem = Node Kayles quita un vértice con todos sus vecinos (Arc Kayles, su pariente, quita los dos extremos de una arista). Un grafo desconectado es la suma de sus trozos conexos, así que, por Sprague–Grundy, su valor es el XOR de los valores de los trozos. Un camino de n vértices es el ajedrez de Dawson, el juego octal 0.137 (tomar un vértice de un extremo lo quita con su único vecino, uno del medio quita tres y puede partir el camino, un camino de uno se va entero). Sus valores son los del Kayles de Dawson, 0.07, desplazados en uno: un camino de n vale lo que una fila de n + 1 en el Kayles de Dawson.


game-dawson-title = Kayles de Dawson
game-dawson-summary = Filas de bolos; derriba exactamente dos bolos vecinos.
game-dawson-rules = Filas de bolos. En tu turno, derriba dos bolos vecinos; una fila puede partirse en dos. Gana quien derriba los últimos bolos. Es el juego octal 0.07.
game-dawson-theorem = Sprague–Grundy: el valor de una posición es el XOR de los valores de sus filas. Los valores de una fila son periódicos con periodo 34 a partir de la fila 53 (el teorema de periodicidad octal, comprobado con los valores calculados), así que se conoce el valor de cualquier fila.
game-octal-title = Juego octal
game-octal-summary = Quitar y partir filas, con la regla escrita como un código octal.
game-octal-rules = Filas de objetos, con el código octal { $code }.{ $whole_count ->
    [0] {""}
   *[other] { " " }Una jugada puede quitar una fila entera de { $whole } { $whole ->
        [one] objeto
       *[other] objetos
    }.
}{ $end_count ->
    [0] {""}
   *[other] { " " }Una jugada puede quitar { $end } { $end ->
        [one] objeto
       *[other] objetos
    } del extremo de una fila más larga, dejando una fila.
}{ $middle_count ->
    [0] {""}
   *[other] { " " }Una jugada puede quitar { $middle } { $middle ->
        [one] objeto
       *[other] objetos
    } del interior de una fila, dejando dos filas.
}{ $split ->
    [1] { " " }También se puede partir una fila en dos sin quitar nada.
   *[other] {""}
} No hay otras jugadas; pierde quien no puede mover. Cómo se lee un código: la cifra k tras el punto dice cómo se pueden quitar k objetos, sumando 1 si pueden ser una fila entera, 2 si pueden dejar una fila y 4 si pueden dejar dos filas; un 4 antes del punto permite partir una fila en dos sin quitar nada.
game-octal-theorem = Sprague–Grundy: el valor de una posición es el XOR de los valores de sus montones. El teorema de periodicidad octal (Guy y Smith): si G(n + p) = G(n) para todo n desde e hasta 2e + p + t, donde t es lo más que quita una jugada, entonces se cumple para todo n desde e. Cuando los valores calculados prueban un periodo, se muestran el preperiodo y el periodo.
game-grundy-title = Juego de Grundy
game-grundy-summary = Parte un montón en dos montones de tamaños distintos.
game-grundy-rules = Montones de piedras. En tu turno, parte un montón en dos montones no vacíos de tamaños distintos (6 puede quedar en 5 y 1, o en 4 y 2, nunca en 3 y 3). Pierde quien no puede mover.
game-grundy-theorem = Sprague–Grundy: el valor de una posición es el XOR de los valores de sus montones, cada uno el mex de los valores en que se puede partir. Si la sucesión de valores acaba siendo periódica es un problema abierto; los valores se calculan uno a uno.

# Los juegos del catálogo: un título, un resumen de una línea, las reglas y
# el teorema de cada uno (game-NOMBRE-*).

game-moore-title = Nim de índice k (Moore)
game-moore-summary = En cada jugada se quitan piedras de al menos uno y como mucho k montones.
game-moore-rules = Montones de piedras. Por turnos, cada jugador elige al menos uno y como mucho { $k } { $k ->
    [one] montón
   *[other] montones
} y quita de cada uno { $r ->
    [0] cualquier número positivo de piedras
    [one] 1 piedra
   *[other] de 1 a { $r } piedras
}. Gana quien se lleva la última piedra.
game-moore-theorem = E. H. Moore (1910), con k el máximo de montones que toca una jugada (aquí { $k }): se escriben los tamaños de los montones en binario y se suma cada dígito binario módulo k + 1. La estrategia ganadora es mover de manera que esta suma sea cero para cada dígito: el valor es cero al final, cualquier cambio de como máximo k montones a partir de una posición de valor cero lo hace distinto de cero y, a partir de una posición de valor distinto de cero, siempre se puede quitar de como máximo k montones, elegidos con cuidado, de modo que el valor se convierta en cero. El artículo «Nim» de Wikipedia dice que con un máximo de r piedras por montón primero se reducen los tamaños módulo r + 1; es cierto para k = 1, pero la búsqueda exhaustiva lo refuta para k ≥ 2 (en moore:2,1 la posición 2,1,1,1 la gana el jugador que mueve), así que ahí la computadora busca.

game-greedy-title = Greedy Nim (Nim codicioso)
game-greedy-summary = Se quita cualquier número de piedras, pero solo de uno de los montones más grandes.
game-greedy-rules = Montones de piedras. Por turnos, cada jugador quita cualquier número positivo de piedras de un montón, que debe ser uno de los más grandes (de los que tienen más piedras). Gana quien se lleva la última piedra; en Greedy Nim misère, quien se lleva la última piedra pierde.
game-greedy-theorem = Sea m el mayor número de piedras en un montón y n el segundo número más grande, y sean p_m y p_n el número de montones que tienen m y n piedras. Las posiciones con p_m par son posiciones P. Desde un p_m impar siempre hay una jugada a uno par: si p_m es mayor que 1, se vacía uno de los montones más grandes; si el montón más grande es único, se reduce a n cuando p_n es impar, o se elimina por completo cuando p_n es par. Desde un p_m par, cualquier jugada lo deja impar, y la posición final tiene p_m = 0, que es par. En el juego misère la regla es la misma mientras algún montón tenga dos piedras o más; cuando todos tienen como mucho una piedra, pierde el jugador que mueve si el número de montones de una piedra es impar.

game-equal-title = Lo mismo de cada montón
game-equal-summary = Se quita de un montón, o el mismo número de cada montón.
game-equal-rules = Montones de piedras. Por turnos, cada jugador quita cualquier número positivo de piedras de un solo montón, o bien el mismo número de piedras de cada montón (solo mientras ningún montón esté vacío). Gana quien se lleva la última piedra.
game-equal-theorem = El artículo «Nim» de Wikipedia: «En otra variación de Nim, además de eliminar cualquier número de objetos de un solo montón, se permite eliminar el mismo número de objetos de cada montón.» Con dos montones es el juego de Wythoff, resuelto por los pares de la razón áurea. En cuanto un montón queda vacío, la segunda clase de jugada es imposible y el juego es Nim (Bouton). Con tres o más montones no vacíos no se conoce una fórmula: el análisis sale de una búsqueda exhaustiva.

game-circular-title = Nim circular
game-circular-summary = Objetos en un círculo; se quitan uno, dos o tres objetos adyacentes.
game-circular-rules = Se coloca cualquier número de objetos en un círculo (10 es un círculo de diez). Por turnos, cada jugador elimina uno, dos o tres objetos adyacentes. Tras la primera jugada el círculo es una fila (0,7 es una fila de siete), y una jugada en medio de una fila la parte en dos (0,1,3). Gana quien elimina el último objeto.
game-circular-theorem = El ejemplo del artículo «Nim» de Wikipedia: comenzando con un círculo de diez objetos, se toman tres objetos en el primer movimiento, luego otros tres, entonces uno, pero entonces no se pueden sacar tres objetos de un solo movimiento. Toda fila tiene un valor de Grundy distinto de cero, así que un círculo de cuatro o más objetos está perdido para el primer jugador: sea cual sea la fila de c − k objetos que deje la primera jugada, el segundo jugador quita el objeto o los dos objetos del centro, deja dos filas iguales y copia cada jugada en la otra fila. Un círculo de uno, dos o tres objetos se gana llevándoselo todo.

game-building-title = Building Nim (Nim de construcción)
game-building-summary = Primero se colocan n piedras de una en una en s montones vacíos; después, Nim.
game-building-rules = Building Nim BN({ $n }, { $s }): hay { $n } piedras y { $s } montones vacíos. Por turnos, los jugadores colocan exactamente una piedra en un montón de su elección. Una vez colocadas todas las piedras, comienza un juego de Nim, empezando por el jugador al que le tocaría mover. La posición se escribe como los montones y después las piedras que quedan por colocar (0,0,0,6 es el comienzo de BN(6, 3)). Gana quien se lleva la última piedra.
game-building-theorem = El artículo «Nim» de Wikipedia: «Building Nim es una variante de Nim en la que los dos jugadores primero construyen el juego de Nim. Dadas n piedras y s pilas vacías, los jugadores, alternando turnos, colocan exactamente una piedra en una pila de su elección. Una vez que se colocan todas las piedras, comienza un juego de Nim, comenzando con el siguiente jugador que se movería.» La fase de Nim se resuelve con el teorema de Bouton; la fase de construcción, buscando todas las maneras de colocar las piedras que quedan, con el teorema de Bouton al final de cada una.

game-candy-title = Candy Nim (Nim de caramelos)
game-candy-summary = Nim con caramelos: llevarse el último y, asegurado eso, tantos como se pueda.
game-candy-rules = Montones de caramelos. Por turnos, cada jugador toma cualquier número positivo de caramelos de un montón. Cada jugador persigue dos objetivos a la vez: tomar el último caramelo y, asegurado eso, tomar la mayor cantidad posible de caramelos al final del juego.
game-candy-theorem = El artículo «Nim» de Wikipedia: «Candy Nim es una versión del juego normal Nim en el que los jugadores intentan lograr dos objetivos al mismo tiempo: tomar el último objeto (en este caso, dulces) y tomar la cantidad máxima de dulces al final del juego.» Quién se lleva el último caramelo lo decide el teorema de Bouton. Los caramelos que reúne cada jugador con el mejor juego (quien gana se limita a jugadas ganadoras y después toma tantos como puede; quien pierde toma tantos como puede) salen de una búsqueda exhaustiva.

# Cómo se escriben los parámetros y las posiciones de cada juego, tal como lo
# muestra `nimatron games` (el texto del registro, en inglés, es el contrato JSON).
game-nim-position = montones: N,N,...
game-wythoff-position = dos montones: A,B
game-take-params = K: quitar de 1 a K piedras (K al menos 1)
game-take-position = montones: N,N,...
game-subtraction-params = S1,S2,...: las cantidades que puede quitar una jugada
game-subtraction-position = montones: N,N,...
game-min-nim-params = R1,R2,R3: las tres cantidades que puede quitar una jugada (R1 < R2 < R3)
game-min-nim-position = tres montones: A,B,C
game-moore-params = K[,R]: quitar de 1 a K montones, como mucho R piedras de cada uno (K y R al menos 1)
game-moore-position = montones: N,N,...
game-greedy-position = montones: N,N,...
game-equal-position = montones: N,N,...
game-building-params = N,S: N piedras que colocar en S montones (N como mucho 40, S de 1 a 6)
game-building-position = los S montones y luego las piedras que quedan: H,...,H,QUEDAN
game-candy-position = montones: N,N,...
game-fibonacci-position = un montón nuevo N, o N,ÚLTIMA tras quitar ÚLTIMA
game-kayles-position = filas de bolos: N,N,...
game-circular-position = un círculo C, o 0 y luego filas: 0,F,F,...
game-dawson-position = filas: N,N,...
game-octal-params = CÓDIGO: un código octal como 0.77, 0.137, 4.07
game-octal-position = montones: N,N,...
game-grundy-position = montones: N,N,...
game-chomp-position = longitudes de las filas de abajo arriba, no crecientes: N,N,...
game-nd-nim-params = las medidas del tablero: K1xK2x...
game-nd-nim-position = una marca por casilla, fila a fila: 1 (una pieza) o 0, ...
game-arc-kayles-params = un grafo: path:N, cycle:N, grid:FxC, star:N, complete:N, petersen o aristas U-V,U-V,...
game-arc-kayles-position = los vértices que quedan: V,V,...
game-node-kayles-params = un grafo: path:N, cycle:N, grid:FxC, star:N, complete:N, petersen o aristas U-V,U-V,...
game-node-kayles-position = los vértices que quedan: V,V,...
game-sum-params = JUEGO+JUEGO+...: los juegos de las componentes
game-sum-position = las posiciones de las componentes, separadas por +: 3,4+5+19

game-take-about = quitar de 1 a { $k } { $k ->
    [one] piedra
   *[other] piedras
} de un montón
game-subtraction-about = quitar { $set } { $set ->
    [one] piedra
   *[other] piedras
} de un montón
game-min-nim-about = quitar { $set } piedras de un montón
game-moore-about = quitar de { $k ->
    [one] un montón
   *[other] 1 a { $k } montones
}, { $r ->
    [0] cualquier número de piedras de cada uno
    [one] 1 piedra de cada uno
   *[other] como mucho { $r } piedras de cada uno
}
game-building-about = { $n } piedras que colocar en { $s } montones, y después Nim
game-octal-about = el código octal { $code }, explicado en las reglas de abajo
game-nd-nim-about = un tablero de { $code } casillas ({ $cells } en total)
game-arc-kayles-about = en un grafo de { $vertices } vértices y { $edges } { $edges ->
    [one] arista
   *[other] aristas
}
game-node-kayles-about = en un grafo de { $vertices } vértices y { $edges } { $edges ->
    [one] arista
   *[other] aristas
}

# El título y el resumen de la pantalla de juego de un juego con parámetros,
# con sus propios números (`game-NAME-own-title`, `game-NAME-own-summary`,
# con los parámetros del núcleo, como en `-about`): lo que muestra la
# aplicación (la pantalla de juego, las fichas del catálogo, las partes de
# una suma, una hoja de ejercicios); el título y el resumen de arriba son
# los de la CLI, junto a la sintaxis que nombran.
game-take-own-title = Quitar de 1 a { $k }
game-take-own-summary = Quita entre 1 y { $k } { $k ->
    [one] piedra
   *[other] piedras
} de un montón.
game-subtraction-own-summary = Quita { $set } { $set ->
    [one] piedra
   *[other] piedras
} de un montón.
game-min-nim-own-summary = Tres montones; quita { $set } piedras de un montón.
game-moore-own-title = Nim de índice { $k } (Moore)
game-moore-own-summary = En cada jugada se quitan piedras de al menos uno y como mucho { $k } { $k ->
    [one] montón
   *[other] montones
}{ $r ->
    [0] {"."}
    [one] , 1 piedra de cada uno.
   *[other] , como mucho { $r } piedras de cada uno.
}
game-building-own-summary = Primero se colocan { $n } piedras de una en una en { $s } montones vacíos; después, Nim.
game-octal-own-title = Juego octal { $code }
game-octal-own-summary = Objetos en filas: una jugada quita algunos de una fila y puede partir lo que queda de ella en dos.
