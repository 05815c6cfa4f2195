# En una pantalla táctil (sin ratón ni teclado: crates/app/src/i18n.rs), el
# mensaje `ID-touch` sustituye a `ID`: toques, no clics ni teclas.
nim-lede-touch = Dos jugadores mueven por turnos. En tu turno, toma una o más piedras de un solo montón. Toca una piedra para tomarla junto con todas las que tiene encima.
play-heaps-several-help-touch = Toca una piedra de cada montón del que quites: se marcan ella y todas las de encima (la misma piedra otra vez las desmarca). Después quita las piedras marcadas en una sola jugada.
play-heaps-help-touch = Toca una piedra para quitarla junto con todas las de encima.
play-rows-help-touch = Toca un bolo para derribarlo; con la casilla marcada cae también su vecino de la derecha.
play-runs-help-touch = Toca un objeto para quitarlo, con tantos vecinos a su derecha como elijas; una fila puede partirse en dos.
play-runs-split-help-touch = Con «partir» elegido, un toque parte la fila justo después del objeto.
play-runs-split-only-touch = Toca un objeto para partir su fila justo después de él.
play-ring-help-touch = Toca un objeto para quitarlo, con tantos vecinos como elijas: en el sentido de las agujas del reloj en el círculo, hacia la derecha en una fila.
play-run-length-touch = Objetos que quita un toque
play-queen-help-touch = Toca una casilla a la que llegue la dama: a la izquierda, abajo o en diagonal hacia abajo y a la izquierda.
play-chomp-help-touch = Toca un cuadrado para comértelo con todos los que tiene encima y a su derecha. El cuadrado envenenado (abajo a la izquierda) no se come nunca: la partida termina cuando queda solo.
play-grid-help-touch = Toca la primera pieza de un tramo a lo largo de una fila o una columna y luego la última (la misma pieza dos veces la quita sola).
play-grid-first-touch = Desde la fila { $row }, columna { $col }: ahora toca la última pieza del tramo.
play-graph-help-edge-touch = Toca una arista: se van sus dos extremos, con todas las aristas que los tocan.
play-graph-help-vertex-touch = Toca un vértice: se va con todos sus vecinos.
play-graph-draw-help-touch = Toca el cuadro vacío para poner un vértice (como mucho { $max }); toca un vértice y luego otro para unirlos con una arista (o para quitarla). También puedes poner vértices con el botón.
seq-zoom-help-touch = Pellizca o usa + y − para el zoom; arrastra para desplazar.
teach-present-hint-touch = Letra grande y alto contraste para un proyector
present-leave-hint-touch = El modo proyector está activado: toca este botón para salir
wythoff-inspect-hint-touch = Toca una casilla para ver sus movimientos y si es caliente o fría.
wythoff-click-help-touch = Toca una casilla sombreada para mover la dama.
wythoff-click-to-start-touch = Toca cualquier casilla para empezar una partida nueva desde allí.
wythoff-zoom-help-touch = + y − acercan y alejan, arrastrar desplaza. Donde las casillas son más pequeñas que un dedo, un toque acerca esa zona; después toca la casilla que quieras.
