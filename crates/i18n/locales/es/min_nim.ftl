# La pantalla de Min Nim (#/min-nim): la tabla de N/P y distancia de las notas de Eric Brandwein.
min-nim-lede = Tres montones; una jugada quita r1, r2 o r3 piedras de un montón que tenga suficientes; quien no puede mover pierde. La tabla da a cada posición de la caja su resultado y su distancia (cuántas jugadas dura la partida con juego perfecto): el ganador corre hacia una posición P de distancia mínima, el perdedor resiste con la jugada de distancia máxima.
min-nim-error-heaps = «{ $given }» no son tres tamaños de montón como 10,10,10.
min-nim-error-set = «{ $given }» no son tres cantidades como 1,2,3.
min-nim-error-position = «{ $given }» no es una posición de tres montones dentro de la caja, como 4,7,10.
min-nim-error-instead = Se muestran los montones { $heaps } con las cantidades { $set } en su lugar.
min-nim-field-heaps = Montones n1, n2, n3
min-nim-field-set = Cantidades r1 < r2 < r3
min-nim-compute = Calcular
min-nim-memory = La tabla tiene { $cells } celdas, una por posición de la caja; como mucho { $max } celdas, lo que da para 300 × 300 × 300.
min-nim-progress = Calculando en segundo plano: { $done } de { $total } celdas.
min-nim-cancel = Cancelar
min-nim-cancelled = Cancelado.
min-nim-failed = No se pudo calcular la tabla.
min-nim-retry = Calcular de nuevo
min-nim-done = { $cells } celdas calculadas en { $ms } ms.
min-nim-slice-title = Un corte de la tabla
min-nim-slice-label = Montón 3 = { $c } (montón 1 hacia abajo, montón 2 a lo ancho)
min-nim-heatmap-label = Mapa de calor de las posiciones con montón 3 = { $c }
min-nim-heatmap-legend = Naranja: P (quien mueve pierde); azul: N (quien mueve gana). Más pálido: más lejos del final.
min-nim-hover-hint = Señala una celda para ver sus jugadas y valores.
min-nim-cell = { $position }: { $outcome }, distancia { $distance }
min-nim-cell-move = montón { $heap } − { $take } → { $position }: { $outcome }, distancia { $distance }
min-nim-cell-best = (la jugada de las notas «Min Nim» de Eric Brandwein)
min-nim-game-title = Juega contra la computadora
min-nim-outcome = Posición { $outcome } para quien mueve, distancia { $distance }.
min-nim-moves-label = Tu jugada
min-nim-move = Montón { $heap } − { $take }
min-nim-chart-values = Distancias: { $values }
