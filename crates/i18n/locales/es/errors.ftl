# Errores del núcleo, una frase clara cada uno.
error-unknown-game = Juego desconocido «{ $given }». Los juegos son: { $names }.
error-bad-game-parameter = Los parámetros de «{ $given }» están mal escritos o fuera de rango (se escriben así: { $syntax }).
error-game-needs-parameters = El juego «{ $name }» necesita parámetros (escritos tras dos puntos, como «{ $example }»: { $syntax }).
error-game-takes-no-parameters = El juego «{ $given }» no lleva parámetros: escribe solo «{ $name }».
error-wrong-heap-count = Este juego se juega con { $expected } montones, pero { $got ->
    [one] se dio uno.
   *[other] se dieron { $got }.
}
error-in-component = En la componente { $place } de la suma ({ $game }): { $reason }
error-wrong-part-count = Esta suma tiene { $expected } componentes, escritas una tras otra con + entre ellas (3,4+5), pero { $got ->
    [one] se dio una.
   *[other] se dieron { $got }.
}
error-too-large = Demasiado grande: el límite para { $what } es { $max }, y se pidió { $asked }.
limit-heaps = el número de montones
limit-min-nim-cells = el tamaño de la tabla de Min Nim ((n1+1)·(n2+1)·(n3+1) posiciones)
limit-sequence-length = la longitud de una sucesión de Grundy
limit-subtraction-element = el mayor número de un conjunto de sustracción
limit-subtraction-set-size = la cantidad de tamaños de un conjunto de sustracción
limit-cold-count = la cantidad de posiciones frías listadas a la vez
limit-wythoff-index = el índice k de un par frío (su par debe caber en 64 bits)
limit-period-search = los términos examinados al buscar el periodo de una sucesión
limit-solver-budget = el número de posiciones que la búsqueda exhaustiva puede explorar
error-search-too-large = Esta posición es demasiado grande para la búsqueda exhaustiva: habría que explorar más de { $max } posiciones. Prueba con una posición más pequeña.
error-sum-component-moves = Demasiado grande: esta componente tiene más de { $max } jugadas, y una suma examina todas las jugadas de sus componentes. Prueba con una más pequeña.
limit-game-of-games-n = el número de piedras de un juego de juegos
limit-position-text = la longitud del texto de una posición
limit-fibonacci-heap = el tamaño de un montón de Nim de Fibonacci
limit-row-pins = el número de bolos de todas las filas
limit-wythoff-table-work = el trabajo de una tabla de Wythoff ((a+1)·(b+1)·(a+b+1) pasos)
limit-worksheet-count = el número de posiciones de una hoja de ejercicios
limit-take-break-heap = el tamaño de un montón cuyos valores se calculan uno a uno (sin periodo conocido)
limit-quotient-heap = el montón más grande de un cociente misère
limit-quotient-order = el número de elementos de un cociente misère o de un candidato a serlo
limit-quotient-work = el trabajo de demostrar un cociente misère (estados explorados, en un montón o en total)
limit-sum-components = el número de componentes de una suma
limit-sum-component-moves = el número de jugadas desde una componente de una suma
limit-chomp-size = la suma de filas y columnas de un tablero de Chomp
limit-nd-nim-cells = el número de casillas de un tablero de Nim n-dimensional
limit-graph-vertices = el número de vértices de un grafo
limit-moore-moves = el número de jugadas de una posición de Nim de índice k
limit-circular-pins = el número de objetos de una posición de Nim circular
limit-building-stones = el número de piedras n de una partida de Building Nim BN(n, s)
limit-building-heaps = el número de montones s de una partida de Building Nim BN(n, s)
error-bad-position = «{ $given }» no es una posición de este juego: escribe números enteros separados por comas, como 3,4,5.
error-bad-position-of = «{ $given }» no es una posición de { $game } (sus posiciones: { $syntax }).
error-no-parts = Una posición de «{ $game }» no se divide en partes independientes, así que el «por qué» paso a paso no se aplica; su análisis sigue diciendo quién gana.
error-elsewhere = Calculándose…
error-elsewhere-failed = Este navegador no pudo poner en marcha la parte de la página que lo calcula. Vuelve a cargar la página para intentarlo de nuevo.
error-no-sequence = «{ $game }» no se juega con un solo montón, así que no tiene sucesión de valores por tamaño de montón.
limit-long-sequence = el último montón de una sucesión de Grundy larga de un juego de quitar y partir
limit-grundy-value = un valor de Grundy de un juego de quitar y partir
error-not-a-number = «{ $given }» no es un número entero de 0 a 18446744073709551615.
