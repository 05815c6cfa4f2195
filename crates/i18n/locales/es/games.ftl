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

# Los juegos del catálogo: un título y un resumen de una línea de cada uno
# (sus reglas y su teorema: game-NOMBRE.ftl).

game-chomp-title = Chomp
game-chomp-summary = Una tableta de chocolate con una esquina envenenada: toma un cuadrado y todo lo que hay encima y a su derecha.

game-nd-nim-title = Nim n-dimensional
game-nd-nim-summary = Nim en un tablero de cualquier número de dimensiones: quita un tramo de piezas de una línea.

game-arc-kayles-title = Arc Kayles
game-arc-kayles-summary = Nim en un grafo, por aristas: quita dos vértices adyacentes.

game-node-kayles-title = Node Kayles
game-node-kayles-summary = Nim en un grafo, por vértices: quita un vértice y sus vecinos.

game-dawson-title = Kayles de Dawson
game-dawson-summary = Filas de bolos; derriba exactamente dos bolos vecinos.
game-octal-title = Juego octal
game-octal-summary = Quitar y partir filas, con la regla escrita como un código octal.
game-grundy-title = Juego de Grundy
game-grundy-summary = Parte un montón en dos montones de tamaños distintos.

# Los juegos del catálogo: un título y un resumen de una línea de cada uno
# (sus reglas y su teorema: game-NOMBRE.ftl).

game-moore-title = Nim de índice k (Moore)
game-moore-summary = En cada jugada se quitan piedras de al menos uno y como mucho k montones.

game-greedy-title = Greedy Nim (Nim codicioso)
game-greedy-summary = Se quita cualquier número de piedras, pero solo de uno de los montones más grandes.

game-equal-title = Lo mismo de cada montón
game-equal-summary = Se quita de un montón, o el mismo número de cada montón.

game-circular-title = Nim circular
game-circular-summary = Objetos en un círculo; se quitan uno, dos o tres objetos adyacentes.

game-building-title = Building Nim (Nim de construcción)
game-building-summary = Primero se colocan n piedras de una en una en s montones vacíos; después, Nim.

game-candy-title = Candy Nim (Nim de caramelos)
game-candy-summary = Nim con caramelos: llevarse el último y, asegurado eso, tantos como se pueda.

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
