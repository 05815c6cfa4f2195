# La pantalla de Wythoff: la cuadrícula de la dama, jugar, el mapa de calor, las reglas 1–3, la fórmula.
# En una pantalla táctil, el mensaje `ID-touch`, si existe, sustituye a `ID` (crates/app/src/i18n.rs).
wythoff-lede = Dos jugadores mueven por turnos la dama hacia el oeste, el sur o el suroeste, cualquier número de casillas. Quien la lleva a la esquina (0, 0) gana. La columna a y la fila b son las dos pilas: se quita de una, o el mismo número de ambas.
wythoff-board-title = La cuadrícula

## Ajustes
wythoff-size-label = Tamaño de la cuadrícula
wythoff-size-limit = de { $min } a { $max } casillas por lado
wythoff-size-field-error = «{ $given }» no es un tamaño: escribe un número entero de { $min } a { $max }.
wythoff-misere = Misère (quien llega a la esquina pierde)
wythoff-view-label = Qué muestra la cuadrícula
wythoff-view-cold = Posiciones frías
wythoff-view-heat = Mapa de calor de Grundy
wythoff-view-rules = Reglas 1–3, paso a paso

## Errores en la URL
wythoff-error-size-nan = El tamaño «{ $given }» no es un número entero; se muestra la cuadrícula por defecto. Los tamaños van de { $min } a { $max }.
wythoff-error-size-range = El tamaño «{ $given }» está fuera de rango: una cuadrícula tiene de { $min } a { $max } casillas por lado. Se muestra la cuadrícula por defecto.
wythoff-error-queen-nan = La casilla de la dama «{ $given }» no son dos números enteros a,b; la dama empieza en la casilla por defecto.
wythoff-error-queen-off = La casilla ({ $a }, { $b }) está fuera de la cuadrícula de { $size }×{ $size }; la dama empieza en la casilla por defecto.

## La cuadrícula
wythoff-grid-label = Cuadrícula de Wythoff, { $size } por { $size }, con el origen abajo a la izquierda
wythoff-canvas-label = Cuadrícula de Wythoff, { $size } por { $size }, dibujada en un lienzo; posiciones frías en azul
wythoff-inspect-hint = Señala una casilla (o enfoca la cuadrícula y usa las flechas) para ver sus movimientos y si es caliente o fría.
wythoff-inspect-hint-touch = Toca una casilla para ver sus movimientos y si es caliente o fría.
wythoff-cell-cold = es fría: quien mueve pierde si el rival juega bien
wythoff-cell-hot = es caliente: quien mueve puede ganar
wythoff-cell-moves = sus movimientos van al oeste, al sur y al suroeste (sombreados)
wythoff-cell-is-queen = aquí está la dama
wythoff-cell-reachable = la dama puede moverse aquí
wythoff-cell-unreachable = la dama no puede moverse aquí
wythoff-cell-grundy = valor de Grundy { $g }
wythoff-keys-help = Teclado: enfoca la cuadrícula; ← y ↓ mueven un cursor por los movimientos de la dama (→ y ↑ vuelven), Intro juega, Escape oculta el cursor.
wythoff-zoom-label = Zoom
wythoff-zoom-in = Acercar
wythoff-zoom-out = Alejar
wythoff-zoom-fit = Ver toda la cuadrícula
wythoff-zoom-help = Rueda para el zoom, arrastra para desplazarte.
wythoff-zoom-help-touch = + y − acercan y alejan, arrastrar desplaza. Donde las casillas son más pequeñas que un dedo, un toque acerca esa zona; después toca la casilla que quieras.
wythoff-canvas-window = A la vista: columnas { $x0 }–{ $x1 }, filas { $y0 }–{ $y1 }.

## La leyenda
wythoff-legend-label = Leyenda
wythoff-legend-cold = posición fría (quien mueve pierde): (0,0), (1,2), (3,5), (4,7)…
wythoff-legend-cold-misere = posición fría en misère: (0,1), (1,0), (2,2) y después como en el juego normal
wythoff-legend-hot = posición caliente (quien mueve gana)
wythoff-legend-reach = casilla a la que la dama puede moverse
wythoff-legend-ray = los movimientos de la casilla señalada
wythoff-legend-hint = un movimiento ganador (pista)
wythoff-legend-heat = valor de Grundy (nim-valor, juego normal); 0 son exactamente las posiciones frías
wythoff-heat-limit = Los valores de Grundy se calculan solo en la esquina de { $n }×{ $n } (el límite de la tabla del núcleo); las casillas grises de más allá no se calculan.
wythoff-heat-computing = Calculando los valores de Grundy… { $percent } %
wythoff-legend-undecided = aún sin decidir
wythoff-legend-rule-cold = fría (regla 1 o regla 3)
wythoff-legend-rule-hot = caliente (regla 2)
wythoff-legend-latest = la casilla recién decidida

## Reglas 1–3
wythoff-rules-1 = (0,0) es una posición fría.
wythoff-rules-2 = Cualquier posición desde la que se pueda alcanzar una posición fría en un solo movimiento es caliente.
wythoff-rules-3 = Si cada movimiento conduce a una posición caliente, la posición es fría.
wythoff-rules-controls = Controles de la animación
wythoff-rules-play = Reproducir
wythoff-rules-pause = Pausa
wythoff-rules-step = Paso
wythoff-rules-finish = Mostrar todo
wythoff-rules-reset = Reiniciar
wythoff-rules-progress = { $n } de { $total } casillas decididas
wythoff-rules-start = Pulsa Reproducir o Paso: las casillas se deciden por orden de a + b, así que todos los movimientos de una casilla están decididos antes que ella.
wythoff-rules-too-big = Las reglas paso a paso funcionan en cuadrículas de hasta { $max }×{ $max }; elige un tamaño menor para verlas.
wythoff-rule-1 = (0, 0) es fría: regla 1.
wythoff-rule-1-misere = (0, 0) es caliente en misère: quien movió allí tomó las últimas fichas y perdió.
wythoff-rule-2 = { $cell } es caliente: alcanza la fría { $via } en un movimiento (regla 2).
wythoff-rule-3 = { $cell } es fría: todos sus movimientos llevan a posiciones calientes (regla 3).

## La partida
wythoff-game-title = Jugar
wythoff-outcome-hot = caliente ({ $a }, { $b }): quien mueve gana si juega bien
wythoff-outcome-cold = fría ({ $a }, { $b }): quien mueve pierde si el rival juega bien
wythoff-click-help = Haz clic en una casilla sombreada para mover la dama.
wythoff-click-help-touch = Toca una casilla sombreada para mover la dama.
wythoff-click-to-start = Haz clic en cualquier casilla para empezar una partida nueva desde allí.
wythoff-click-to-start-touch = Toca cualquier casilla para empezar una partida nueva desde allí.
wythoff-show-hints = Mostrar pistas
wythoff-hide-hints = Ocultar pistas
wythoff-take-a = quitar { $n } de la pila A → ({ $a }, { $b })
wythoff-take-b = quitar { $n } de la pila B → ({ $a }, { $b })
wythoff-take-both = quitar { $n } de ambas pilas → ({ $a }, { $b })

## Las pilas
wythoff-piles-title = La misma posición como dos pilas
wythoff-piles-lede = La pila A es la columna de la dama; la pila B, su fila.
wythoff-pile-a = Pila A
wythoff-pile-b = Pila B
wythoff-take-how-many = Quitar
wythoff-take-from-a = de A
wythoff-take-from-b = de B
wythoff-take-from-both = de ambas

## La fórmula
wythoff-formula-title = La fórmula de la proporción áurea
wythoff-formula-lede = La k-ésima posición fría es (aₖ, bₖ) con aₖ = ⌊kφ⌋ y bₖ = ⌊kφ²⌋ = aₖ + k, donde φ = (1 + √5)/2. Se calcula exactamente con enteros: ⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋)/2⌋.
wythoff-jump-label = Ir a k
wythoff-jump-max = k de 0 a { $max }
wythoff-jump-nan = Escribe k como número entero, por ejemplo 1000000000000000000.
wythoff-jump-too-large = k es como mucho { $max }: más allá, bₖ ya no cabe en 64 bits.
wythoff-beatty-title = Cada entero positivo, exactamente una vez
wythoff-beatty-lede = Los aₖ y los bₖ son sucesiones de Beatty complementarias: cada entero positivo es exactamente un aₖ o un bₖ, nunca ambos, nunca ninguno. La tira empieza en el primer aₖ de la tabla.
wythoff-beatty-a = un aₖ
wythoff-beatty-b = un bₖ

## ¿Es fría (a, b)?
wythoff-check-title = ¿Es fría (a, b)?
wythoff-check-nan = Escribe dos números enteros de 0 a 18446744073709551615.
wythoff-check-cold = ({ $a }, { $b }) es fría: quien mueve pierde.
wythoff-check-hot = ({ $a }, { $b }) es caliente: quien mueve gana.
wythoff-check-moves = Movimientos ganadores
wythoff-reason-cold = Su diferencia es k = { $k }, y el k-ésimo par frío es aₖ = ⌊{ $k }φ⌋ = { $ak }, bₖ = aₖ + k = { $bk }: justo este par.
wythoff-reason-hot = Su diferencia es k = { $k }, y el único par frío con esa diferencia es aₖ = ⌊{ $k }φ⌋ = { $ak }, bₖ = aₖ + k = { $bk }, que no es ({ $a }, { $b }).
wythoff-reason-no-pair = Su diferencia { $d } pasa de { $max }: el par frío con esa diferencia no cabría en 64 bits, así que este par no es frío.
wythoff-reason-misere-cold = En misère, (0,1), (1,0) y (2,2) son frías (la excepción que señala el artículo «Juego de Wythoff» de Wikipedia); ({ $a }, { $b }) es una de ellas.
wythoff-reason-misere-hot = En misère, ({ $a }, { $b }) es caliente: (0,0) y (1,2) son calientes, y las excepciones (0,1), (1,0) y (2,2) ocupan su lugar entre las frías.
