# La pantalla de sucesiones (#/grundy-sequences): una larga sucesión de Grundy de un juego de un montón, dibujada.
# En una pantalla táctil, el mensaje `ID-touch`, si existe, sustituye a `ID` (crates/app/src/i18n.rs).
seq-lede = Cada tamaño n de montón de un juego de un montón tiene un valor de Grundy G(n). Los juegos octales se vuelven periódicos, y el teorema de periodicidad octal lo demuestra a partir de un prefijo finito; si el juego de Grundy es periódico a partir de algún punto es un problema abierto. Aquí la sucesión se calcula en segundo plano y se dibuja como en los artículos de investigación: G(n) frente a n.
seq-field-game = Juego
seq-field-upto = Hasta el montón
seq-compute = Calcular
seq-limits = Cualquier juego de un montón del catálogo (grundy, kayles, dawson, octal:0.137, take:3, subtraction:1,3,4, …); montones hasta { $max } en el navegador; la línea de órdenes llega más lejos.
seq-presets-label = Ejemplos
seq-preset-grundy = Juego de Grundy hasta 2²⁰
seq-preset-kayles = Kayles
seq-preset-dawson = Kayles de Dawson
seq-preset-0137 = Ajedrez de Dawson (0.137)
seq-preset-134 = Sustracción 1, 3, 4
seq-error-upto = «{ $given }» no es un tamaño de montón de 0 a { $max }.
seq-error-instead = Se muestra { $game } hasta { $upto } en su lugar.
seq-progress = Calculando en segundo plano: { $done } de { $total } valores.
seq-cancel = Cancelar
seq-cancelled = Cancelado: no se está calculando nada.
seq-again = Calcular de nuevo
seq-failed = No se pudo calcular esta sucesión.
seq-done = { $count } valores calculados en { $ms } ms.
seq-plot-label = Gráfica de G(n) para n de 0 a { $count } términos, valores de 0 a { $top }; valores raros en rojo
seq-zoom-label = Zoom
seq-zoom-in = Acercar
seq-zoom-out = Alejar
seq-zoom-fit = Ver toda la sucesión
seq-zoom-help = Rueda o + y − para el zoom; arrastre o flechas para desplazar.
seq-zoom-help-touch = Pellizca o usa + y − para el zoom; arrastra para desplazar.
seq-hover = G({ $n }) = { $value }
seq-hover-none = Señala la gráfica para leer un valor.
seq-legend = Cada punto es un valor G(n): n en horizontal, G(n) en vertical. Rojo: valores raros. Banda gris: el preperiodo; bandas verdes: un periodo de cada dos.
seq-lookup-label = ¿Cuánto vale G(n)? n =
seq-lookup-button = Consultar
seq-lookup-answer = En { $game }, G({ $n }) = { $value }.
seq-lookup-refused = «{ $given }» no es un tamaño de montón calculado (0 a { $last }).
seq-download = Descargar los valores (.txt)
seq-play-link = Jugar a este juego
seq-stats-title = Estadísticas
seq-stats-terms = Valores calculados
seq-stats-max = Valor máximo
seq-stats-max-at = { $value }, por primera vez en n = { $n }
seq-stats-period = Periodo
seq-stats-periodic = preperiodo { $preperiod }, periodo { $period } ({ $proof ->
    [octal] demostrado por el teorema de periodicidad octal
    [formula] por la fórmula G(n) = n mod (K + 1)
   *[subtraction] exacto: cada valor depende solo de un número fijo de valores anteriores
}: se conocen todos los valores)
seq-stats-no-period = sin periodo hasta { $upto }
seq-stats-no-theorem = no se aplica ningún teorema de periodicidad (no es un juego octal): no se afirma ningún periodo
seq-stats-mask = Máscara de raros
seq-stats-rare = Valores raros
seq-stats-rare-count = { $count }, el último en n = { $last }
seq-stats-rare-none = ninguno
seq-stats-rare-help = Con la máscara, un valor es raro cuando sus bits enmascarados tienen paridad par (con la paridad del montón, cuando se indica); los valores comunes salen entonces de una parte rara y una común, y por eso la sucesión se calcula deprisa.
seq-number = { $n }
seq-window = En pantalla: n de { $first } a { $last }; valores de 0 (abajo) a { $top } (arriba).
