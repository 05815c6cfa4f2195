# La pantalla de juego (#/play): una pantalla para todos los juegos registrados.
# En una pantalla táctil, el mensaje `ID-touch`, si existe, sustituye a `ID` (crates/app/src/i18n.rs).
play-lede = Juega contra la computadora o con un amigo y mira, en cada posición, quién gana y cómo.
play-this-game = Este juego:
play-back-home = Todos los juegos
play-error-fix = Elige otro juego u otra posición en el formulario de abajo, o vuelve a la lista de juegos.
play-board-title = Tablero
play-status-your-turn = Te toca.
play-status-thinking = La computadora está pensando…
play-status-player-turn = Mueve el jugador { $player }.
play-status-you-won = ¡Has ganado!
play-status-computer-won = Gana la computadora.
play-status-player-won = ¡Gana el jugador { $player }!
# The end of a game, under the board ($who: the player left without a move)
play-over-no-move = { $who ->
    [you] Ya no te queda ninguna jugada.
    [computer] A la computadora ya no le queda ninguna jugada.
   *[player] Al jugador { $player } ya no le queda ninguna jugada.
  }
play-over-misere = En la variante misère gana quien se queda sin jugada.
play-again = Jugar otra vez
play-notice-storage-ignored = No se pudo leer la partida guardada en este navegador, así que empieza una nueva.
play-notice-unknown-value = «{ $value }» no es una opción de { $key }; se usa la opción habitual.
play-notice-dismiss = Cerrar
play-move-illegal = Eso no es una jugada de este juego desde aquí (dejaría { $position }).
play-move-over = La partida ha terminado: deshaz una jugada o vuelve a empezar.
play-move-not-your-turn = Espera la jugada de la computadora.
play-move-field-label = O escribe la posición tras tu jugada
play-move-field-submit = Hacer esta jugada
# Tableros
play-heaps-label = Los montones
play-heap-label = Montón { $heap }: { $size ->
    [one] 1 piedra
   *[other] { $size } piedras
  }
play-stone-take = Tomar { $take ->
    [one] 1 piedra
   *[other] { $take } piedras
  } del montón { $heap }
play-heap-hidden = { $hidden ->
    [one] 1 piedra más, sin dibujar
   *[other] { $hidden } piedras más, sin dibujar
  }
play-take-how-many = ¿Cuántas tomas?
play-take-button = Tomar
play-take-range = De 1 a { $max }
play-no-heaps = No hay montones: la partida termina antes de empezar. Añade un montón o escribe una posición abajo.
play-heaps-not-drawn = Solo se dibujan los primeros { $shown } de { $total } montones; el análisis los cuenta todos.
play-took-badge = −{ $take }
play-heaps-keyboard-help = Teclado: Tab hasta una piedra, ← → para elegir montón, ↑ ↓ para elegir cuántas, Intro para tomar.
play-heaps-several-help = Haz clic en una piedra de cada montón del que quites: se marcan ella y todas las de encima (la misma piedra otra vez las desmarca). Después quita las piedras marcadas en una sola jugada.
play-heaps-several-help-touch = Toca una piedra de cada montón del que quites: se marcan ella y todas las de encima (la misma piedra otra vez las desmarca). Después quita las piedras marcadas en una sola jugada.
play-heaps-play-marked = { $heaps ->
    [0] Quitar las piedras marcadas
    [one] Quitar las piedras marcadas de 1 montón
   *[other] Quitar las piedras marcadas de { $heaps } montones
}
play-heaps-clear-marked = Borrar las marcas
play-heaps-help = Haz clic en una piedra para quitarla junto con todas las de encima.
play-heaps-help-touch = Toca una piedra para quitarla junto con todas las de encima.
play-row-label = Fila { $row }: { $size ->
    [one] { $size } bolo
   *[other] { $size } bolos
}
play-pin-knock = Derribar el bolo { $pin } de la fila { $row }
play-pin-knock-pair = Derribar los bolos { $pin } y { $next } de la fila { $row }
play-rows-pair = Derribar dos bolos vecinos
play-rows-help = Haz clic en un bolo para derribarlo; con la casilla marcada (o con Mayús+clic) cae también su vecino de la derecha.
play-rows-help-touch = Toca un bolo para derribarlo; con la casilla marcada cae también su vecino de la derecha.
play-runs-help = Haz clic en un objeto para quitarlo, con tantos vecinos a su derecha como elijas; una fila puede partirse en dos.
play-runs-help-touch = Toca un objeto para quitarlo, con tantos vecinos a su derecha como elijas; una fila puede partirse en dos.
play-runs-help-fixed = { $count ->
    [one] Haz clic en un objeto para quitarlo; una fila puede partirse en dos.
   *[other] Haz clic en un objeto para quitarlo con sus vecinos de la derecha, { $count } objetos en total; una fila puede partirse en dos.
}
play-runs-split-help = Con «partir» elegido, un clic parte la fila justo después del objeto.
play-runs-split-help-touch = Con «partir» elegido, un toque parte la fila justo después del objeto.
play-runs-split-only = Haz clic en un objeto para partir su fila justo después de él.
play-runs-split-only-touch = Toca un objeto para partir su fila justo después de él.
play-runs-split = partir
play-runs-split-after = Partir la fila { $row } después del objeto { $pin }
play-ring-help = Haz clic en un objeto para quitarlo, con tantos vecinos como elijas: en el sentido de las agujas del reloj en el círculo, hacia la derecha en una fila.
play-ring-help-touch = Toca un objeto para quitarlo, con tantos vecinos como elijas: en el sentido de las agujas del reloj en el círculo, hacia la derecha en una fila.
play-run-length = Objetos que quita un clic
play-run-length-touch = Objetos que quita un toque
play-ring-label = Un círculo de { $size } objetos
play-ring-remove = { $count ->
    [one] Quitar el objeto { $pin }
   *[other] Quitar { $count } objetos desde el objeto { $pin }
}
play-run-remove-row = { $count ->
    [one] Quitar el objeto { $pin } de la fila { $row }
   *[other] Quitar { $count } objetos desde el objeto { $pin } de la fila { $row }
}
play-memory-heap = { $size ->
    [one] { $size } piedra en el montón
   *[other] { $size } piedras en el montón
}
play-memory-max = Ahora se pueden quitar como mucho { $max }.
play-memory-take = Quitar { $take }
play-memory-help = Pulsa un botón para quitar esas piedras. La primera jugada puede quitar cualquier cantidad menos el montón entero; después, como mucho el doble de lo que quitó la última jugada.
play-memory-notation = { $last ->
    [0] Se escribe { $heap }: un montón nuevo, aún sin quitar nada.
   *[other] Se escribe { $heap },{ $last }: el montón y después lo que quitó la última jugada ({ $last }).
}
play-building-title = montones { $heaps } · { $left ->
    [0] todas las piedras colocadas
    [one] 1 piedra por colocar
   *[other] { $left } piedras por colocar
}
play-queen-help = Haz clic en una casilla a la que llegue la dama: a la izquierda, abajo o en diagonal hacia abajo y a la izquierda.
play-queen-help-touch = Toca una casilla a la que llegue la dama: a la izquierda, abajo o en diagonal hacia abajo y a la izquierda.
play-queen-caption = La dama en la columna { $x }, fila { $y }
play-queen-cell = Mover la dama a { $x },{ $y }
play-building-left = { $left ->
    [one] Queda { $left } piedra por colocar: esta jugada la pone en un montón.
   *[other] Quedan { $left } piedras por colocar: cada jugada pone una en un montón.
}
play-building-place = Colocar en el montón { $heap }
play-building-nim = Todas las piedras están colocadas: ahora es Nim con estos montones.
play-list-title = Todas las jugadas desde aquí
play-list-more = Solo se listan las primeras { $shown } jugadas.
play-list-none = No queda ninguna jugada.
play-chomp-help = Haz clic en un cuadrado para comértelo con todos los que tiene encima y a su derecha. El cuadrado envenenado (abajo a la izquierda) no se come nunca: la partida termina cuando queda solo.
play-chomp-help-touch = Toca un cuadrado para comértelo con todos los que tiene encima y a su derecha. El cuadrado envenenado (abajo a la izquierda) no se come nunca: la partida termina cuando queda solo.
play-chomp-label = La tableta de chocolate
play-chomp-square = Comer el cuadrado de la fila { $row }, columna { $col }, y todo lo que tiene encima y a su derecha
play-chomp-poison = El cuadrado envenenado
play-grid-help = Haz clic en la primera pieza de un tramo a lo largo de una fila o una columna y luego en la última (la misma pieza dos veces la quita sola). Escape vuelve a empezar.
play-grid-help-touch = Toca la primera pieza de un tramo a lo largo de una fila o una columna y luego la última (la misma pieza dos veces la quita sola).
play-grid-label = El tablero, { $rows } × { $cols }
play-grid-piece = La pieza de la fila { $row }, columna { $col }
play-grid-first = Desde la fila { $row }, columna { $col }: ahora haz clic en la última pieza del tramo.
play-grid-first-touch = Desde la fila { $row }, columna { $col }: ahora toca la última pieza del tramo.
play-graph-help-edge = Haz clic en una arista: se van sus dos extremos, con todas las aristas que los tocan.
play-graph-help-edge-touch = Toca una arista: se van sus dos extremos, con todas las aristas que los tocan.
play-graph-help-vertex = Haz clic en un vértice: se va con todos sus vecinos.
play-graph-help-vertex-touch = Toca un vértice: se va con todos sus vecinos.
play-graph-label = El grafo: { $n ->
    [one] queda { $n } vértice
   *[other] quedan { $n } vértices
}
play-graph-edge = Quitar la arista { $u }–{ $v } y sus dos extremos
play-graph-vertex = Quitar el vértice { $v } y sus vecinos
play-graph-pick-title = Elige un grafo
play-graph-shape-path = Un camino de { $n }
play-graph-shape-cycle = Un ciclo de { $n }
play-graph-shape-grid = Una cuadrícula de { $n } × { $n }
play-graph-shape-grid-2x4 = Una cuadrícula de 2 × 4
play-graph-shape-star = Una estrella de { $n } hojas
play-graph-shape-complete = { $n } vértices, todos unidos
play-graph-shape-petersen = El grafo de Petersen
# Análisis
play-analysis-title = Análisis
play-outcome-label = Resultado
play-grundy-label = Valor de Grundy
play-grundy-misere = En la variante misère el valor de Grundy no decide la partida; el resultado de arriba sale del propio juego misère (un teorema, el cociente misère o la búsqueda).
play-misere-note = Juego misère: quien hace la última jugada pierde. Donde las reglas y el teorema de abajo hablan solo del juego normal, no deciden esta partida; el análisis es el del juego misère.
play-grundy-unknown = fuera de alcance para esta posición
play-remoteness-label = Lejanía
play-remoteness-value = { $moves ->
    [one] { $moves } jugada hasta el final con juego perfecto
   *[other] { $moves } jugadas hasta el final con juego perfecto
}
play-remoteness-unknown = fuera de alcance para esta posición
play-winning-moves-title = Jugadas ganadoras
play-winning-moves-over = No hay jugada posible: la partida ha terminado.
play-winning-moves-none = Ninguna jugada gana desde aquí: todas dejan una posición N.
play-winning-moves-more = Se listan { $shown } de { $count } jugadas ganadoras.
play-move-to = A { $position }
play-move-change = En el lugar { $place }: { $from } pasa a { $to }
play-move-play = Jugar
play-analysis-error = No hay análisis para esta posición: { $reason }
play-facts-title = Datos
fact-nim-sum = Suma nim (XOR de los montones)
fact-zeckendorf = Forma de Zeckendorf (números de Fibonacci no consecutivos que suman el montón)
fact-max-take = Lo más que se puede quitar ahora
fact-row-values = Valor de Grundy de cada fila
fact-component-values = Valor de Grundy de cada componente
fact-period = Preperiodo y periodo de los valores de Grundy
fact-period-value = preperiodo { $preperiod }, periodo { $period }
fact-squares = Cuadrados que quedan
fact-strategy-stealing = Robo de estrategia
fact-strategy-stealing-value = un rectángulo completo: gana quien mueve, aunque la prueba no dice con qué jugada (las jugadas ganadoras de la lista salen de la búsqueda)
fact-solved-by-search = Sin fórmula cerrada
fact-solved-by-search-value = resuelto por búsqueda exhaustiva
fact-candies-mover = Caramelos para el jugador que mueve, con el mejor juego
fact-candies-other = Caramelos para el otro jugador, con el mejor juego
fact-vertices = Vértices que quedan
fact-edges = Aristas que quedan
fact-pieces = Trozos separados
fact-piece-values = Valor de Grundy de cada trozo
fact-dimensions = Tablero
# Pista
play-hint-show = Ver una pista
play-hint-hide = Ocultar la pista
play-hint-move = Prueba a mover a { $position }.
play-hint-none = Ninguna jugada gana desde aquí: sigue jugando y espera un error.
play-hint-moves = { $count ->
    [one] Esta jugada gana:
   *[other] Estas jugadas ganan:
  }
# Historial
play-history-title = Jugadas
play-history-start = Inicio: { $position }
play-history-by-computer = computadora
play-undo = Deshacer
play-redo = Rehacer
play-restart = Empezar de nuevo
# Gráfico del historial de valores
play-chart-title = Historial de valores
play-chart-desc = Cada posición jugada hasta ahora: su resultado (N o P) y su lejanía (jugadas hasta el final con juego perfecto).
play-chart-axis-ply = Jugada
play-chart-axis-remoteness = Lejanía
play-chart-legend-n = N: gana quien mueve
play-chart-legend-p = P: pierde quien mueve
play-chart-point = Tras la jugada { $ply }: { $outcome }, lejanía { $remoteness }
play-chart-unknown = desconocida
# Preparación
play-setup-title = Nueva partida
play-setup-game = Juego
play-setup-game-help = Juegos registrados: { $list }.
play-setup-position = Posición
play-setup-position-help = Por ejemplo { $example }.
play-setup-misere = Variante misère (pierde quien hace la última jugada)
play-setup-apply = Empezar
# Marcador
play-score-title = Marcador
play-score-value = Tú { $wins } – { $losses } la computadora
# Reglas y teorema
play-rules-title = Reglas
play-theorem-title = Teorema
refusal-octal-digit = El código { $code } no permite esa jugada: su cifra { $k } es { $digit }, así que { $k ->
    [one] 1 objeto solo se puede quitar
   *[other] { $k } objetos solo se pueden quitar
} { $allowed }, no { $tried }.
refusal-octal-zero = El código { $code } no permite esa jugada: su cifra { $k } es 0, así que ninguna jugada quita { $k ->
    [one] 1 objeto
   *[other] { $k } objetos
}.
refusal-way-whole = como una fila entera
refusal-way-one-left = del extremo de una fila más larga (queda una fila)
refusal-way-two-left = del interior de una fila (quedan dos filas)
refusal-grundy-takes = En el juego de Grundy una jugada no quita nada: parte una fila en dos filas de tamaños distintos.
refusal-grundy-equal = En el juego de Grundy las dos filas de una partición deben tener tamaños distintos (6 puede quedar en 5 y 1, o en 4 y 2, nunca en 3 y 3).
play-sequence-link = La sucesión de Grundy de este juego, dibujada
play-graph-draw-title = O dibuja tu propio grafo
play-graph-draw-help = Haz clic en el cuadro vacío para poner un vértice (como mucho { $max }); haz clic en un vértice y luego en otro para unirlos con una arista (o para quitarla). También puedes poner vértices con el botón y unirlos con Intro.
play-graph-draw-help-touch = Toca el cuadro vacío para poner un vértice (como mucho { $max }); toca un vértice y luego otro para unirlos con una arista (o para quitarla). También puedes poner vértices con el botón.
play-graph-draw-surface = Superficie de dibujo
play-graph-draw-vertex = Vértice { $v }
play-graph-draw-add = Añadir un vértice
play-graph-draw-clear = Borrar
play-graph-draw-play = Jugar en este grafo

# Asientos (toda pantalla que juega): el rival y quién mueve primero.
seats-opponent-label = Rival
seats-opponent-perfect = La computadora, perfecta
seats-opponent-strong = La computadora, fuerte (pocos errores)
seats-opponent-beginner = La computadora, principiante
seats-opponent-friend = Un amigo en este dispositivo
seats-first-label = ¿Quién mueve primero?
seats-first-me = Yo
seats-first-computer = La computadora
seats-first-auto = Que decida la posición
seats-first-auto-note = La computadora toma el lado ganador: primero desde una posición N, segundo desde una posición P.
# El enlace de la pantalla de juego al paseo de Bouton de la posición (#/why).
why-open = ¿Por qué? Paso a paso
