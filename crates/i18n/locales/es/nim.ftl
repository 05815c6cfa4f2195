# La pantalla del Nim: tablero, análisis, editor de la posición.
nim-title = Nim
nim-menu-description = Montones de piedras: toma las que quieras de un solo montón. La suma nim de Bouton dice quién gana y cómo.
nim-lede = Dos jugadores mueven por turnos. En tu turno, toma una o más piedras de un solo montón. Haz clic en una piedra para tomarla junto con todas las que tiene encima.

## El tablero
nim-board-label = Los montones
nim-heap-label = { $name }: { $size ->
    [one] 1 piedra
   *[other] { $size } piedras
  }
nim-take-stones = Tomar { $take ->
    [one] 1 piedra
   *[other] { $take } piedras
  } del montón { $heap }
nim-hidden-stones = { $hidden ->
    [one] 1 piedra más, sin dibujar
   *[other] { $hidden } piedras más, sin dibujar
  }
nim-take-how-many = ¿Cuántas tomas?
nim-take-button = Tomar
nim-take-range = De 1 a { $max }
nim-no-heaps = No hay montones: el juego termina antes de empezar. Añade un montón o escribe una posición abajo.
nim-heaps-not-drawn = Solo se dibujan los primeros { $shown } de { $total } montones; el análisis los cuenta todos.
nim-undo = Deshacer

## El análisis
nim-analysis-title = Análisis
nim-misere-toggle = Misère
nim-outcome-label = ¿Quién gana?
nim-sum-label = Suma nim
nim-sum-binary = en binario { $bits }
nim-bits-caption = Los montones en binario. Una columna de la suma nim vale 1 cuando esa columna tiene una cantidad impar de unos.
nim-bits-heap = Montón
nim-bits-size = Tamaño
nim-bits-binary = Binario
nim-winning-moves-title = Jugadas ganadoras
nim-winning-move = Tomar { $take } del montón { $heap } ({ $from } → { $to })
nim-play-move = Jugar
nim-play-move-label = Jugar: tomar { $take } del montón { $heap }
nim-more-winning-moves = … y { $n } jugadas ganadoras más (como mucho una por montón).
nim-no-winning-move = No hay jugada ganadora: haga lo que haga quien mueve, el rival puede responder y conservar la victoria.
nim-hint-normal-zero = La suma nim es 0 y cualquier jugada la cambia; el rival siempre puede volver a dejarla en 0.
nim-hint-normal-nonzero = La suma nim no es 0: una jugada ganadora la deja en 0.
nim-game-over-normal = No quedan piedras: el juego terminó y ganó quien tomó la última piedra.
nim-game-over-misere = No quedan piedras: el juego terminó y perdió quien tomó la última piedra.
nim-misere-endgame = Solo quedan montones de 0 o 1 piedras: en misère, quien mueve pierde si la cantidad de montones de 1 piedra es impar.
nim-misere-strategy = Estrategia misère: juega como en el Nim normal hasta que tu jugada deje solo montones de 0 o 1 piedras; entonces deja una cantidad impar de montones de 1 piedra.

## El editor de la posición
nim-editor-title = Posición
nim-heaps-field = Montones
nim-heaps-hint = Tamaños de los montones separados por comas, por ejemplo 3, 4, 5 (como mucho { $max } montones).
nim-add-heap = Añadir un montón
nim-remove-heap = Quitar el último montón
nim-random = Posición al azar
nim-reset = Reiniciar
