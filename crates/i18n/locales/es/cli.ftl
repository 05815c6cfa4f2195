# La salida de texto de la línea de órdenes (la salida JSON no se traduce).
cli-outcome = resultado: { $outcome } ({ $meaning })
cli-nim-sum = suma nim: { $value } (en binario, { $binary })
cli-grundy = valor de Grundy: { $value }
cli-grundy-none = valor de Grundy: ninguno (juego misère, o más allá del límite del resolvedor)
cli-remoteness = lejanía: { $value } (jugadas hasta el final con juego perfecto)
cli-remoteness-unknown = lejanía: desconocida (más allá del límite del resolvedor)
cli-winning-moves = { $count ->
    [one] una jugada ganadora, mostrada como la posición que deja:
   *[other] { $count } jugadas ganadoras, cada una mostrada como la posición que deja:
}
cli-more-moves = … y { $count } más (se listan las 256 primeras)
cli-no-winning-move = no hay jugada ganadora: toda jugada deja al rival una posición ganadora
cli-bad-lang = idioma desconocido «{ $given }»: usa en o es
cli-missing-command = falta una orden: analyze, games, cold, sequence, min-nim, explain, review o quotient (prueba --help)
cli-try-help = prueba --help
cli-cold-only-wythoff = las posiciones frías se listan solo para wythoff, no para «{ $given }»
cli-min-nim-position = { $position }: { $outcome } ({ $meaning }), distancia { $distance }
cli-min-nim-next = siguiente posición óptima: { $position }
cli-game-over = no hay jugada posible: la partida ha terminado
cli-position-example = Para { $game }, prueba: nimatron analyze { $game } { $position }
cli-game-example = Por ejemplo: { $game }
# Los datos propios de cada juego en `analyze` (un id por clave; `cli-fact-other`
# para un dato que aún no tiene palabras).
cli-fact-zeckendorf = forma de Zeckendorf: { $value } (números de Fibonacci no consecutivos que suman el tamaño del montón)
cli-fact-max-take = lo más que se puede quitar ahora: { $value }
cli-fact-row-values = valor de Grundy de cada fila: { $value }
cli-fact-component-values = valor de Grundy de cada componente: { $value }
cli-fact-nim-sum = suma nim: { $value }
cli-fact-period = periodo de los valores de Grundy: { $value }
cli-fact-squares = cuadrados que quedan: { $value }
cli-fact-strategy-stealing = robo de estrategia: { $value }
cli-fact-vertices = vértices que quedan: { $value }
cli-fact-edges = aristas que quedan: { $value }
cli-fact-pieces = trozos separados: { $value }
cli-fact-piece-values = valor de Grundy de cada trozo: { $value }
cli-fact-dimensions = tablero: { $value }
cli-fact-solved-by-search = sin fórmula cerrada: resuelto por búsqueda exhaustiva
cli-fact-candies-mover = caramelos para el jugador que mueve, con el mejor juego: { $value }
cli-fact-candies-other = caramelos para el otro jugador, con el mejor juego: { $value }
cli-fact-other = { $key }: { $value }
# `nimatron games`
cli-games-title = { $name } — { $title }. { $summary }
cli-games-params = parámetros: { $syntax }
cli-games-position = posición: { $syntax }
cli-games-example = ejemplo: nimatron analyze { $game } { $position }
cli-sequence-terms = { $game }: de G(0) a G({ $upto })
cli-sequence-largest = valor máximo: G({ $at }) = { $value } (el primer montón donde aparece)
cli-sequence-rare = valores raros: { $count } con la máscara { $mask }{ $domain ->
    [yes] {" "}y con la clase invertida según la paridad del montón
   *[no] {""}
} (incluido el montón 0; un valor es raro si tiene a 1 un número par de los bits de la máscara)
cli-sequence-rare-last = último valor raro: G({ $at })
cli-sequence-period = periodo: { $period } a partir de n = { $preperiod }, { $proof ->
    [octal] demostrado por el teorema de periodicidad de los juegos octales
    [subtraction] exacto (cada valor depende solo de los valores de un número fijo de montones anteriores)
   *[formula] por la fórmula G(n) = n mod (K + 1)
}
cli-sequence-no-period = periodo: ninguno demostrado hasta n = { $upto }
# `nimatron review`
cli-review-move = { $number }. { $player }: { $from } → { $to }: { $verdict }
cli-review-first = primer jugador
cli-review-second = segundo jugador
cli-review-better = mejor: { $moves }
cli-quotient-title = { $game }: cociente misère de las sumas de montones de 0 a { $upto }
cli-quotient-solved = resuelto en el montón { $at }: la función de simulación Φ tiene periodo { $period } desde el montón { $preperiod }, así que este cociente decide toda suma de montones de cualquier tamaño
cli-quotient-not-solved = sin resolver: exacto para toda suma de montones de hasta { $upto }, sean cuantos sean
cli-quotient-order = |Q| = { $order } elementos, |P| = { $p } de ellos posiciones P
cli-quotient-tame = manso: el juego misère sigue la regla del Nim misère
cli-quotient-wild = salvaje: el juego misère no sigue la regla del Nim misère
cli-quotient-normal-period = juego normal, para comparar: valores de Grundy de periodo { $period } desde el montón { $preperiod }
cli-quotient-normal-none = juego normal, para comparar: no hay periodo demostrado de los valores de Grundy
cli-quotient-generators = generadores (el montón que representa cada uno): { $list }
cli-quotient-relations = relaciones:
cli-quotient-p-portion = parte P: { $list }
cli-quotient-pretending = Φ, montón a montón:
cli-quotient-changes-mark = (* la presentación cambió en ese montón)
cli-quotient-not-covered = el cociente misère se calcula para los juegos de quitar y partir montones (kayles, dawson, octal:CÓDIGO, grundy), no para «{ $given }»
cli-quotient-limit = { $game }: el cociente se detuvo antes del montón { $heap }, en un límite ({ $what }); es exacto para las sumas de montones de hasta { $upto } (pide --upto { $upto } para verlo)
# La ayuda (`nimatron --help`, `nimatron ORDEN --help`), que lee help.rs de la
# CLI: `cli-about-ORDEN`, `cli-arg-ORDEN-ARG` (o `cli-arg-ARG`, común a las
# órdenes), `cli-value-ARG` (el `<NOMBRE>` de un valor).
cli-heading-usage = Uso
cli-heading-commands = Órdenes
cli-heading-arguments = Argumentos
cli-heading-options = Opciones
cli-usage-options = [OPCIONES]
cli-value-command = ORDEN
cli-about = Nimatron: analiza los juegos de la familia del Nim
cli-about-analyze = Resultado, valor de Grundy, lejanía y todas las jugadas ganadoras de una posición
cli-about-cold = Posiciones frías (P) del juego de Wythoff
cli-about-sequence = Valores de Grundy de un montón, de 0 a N
cli-about-quotient = El cociente misère de un juego de quitar y partir, montón a montón
cli-about-min-nim = La tabla de Min Nim: resultado, distancia y jugada óptima
cli-about-explain = El método de Bouton, paso a paso, sobre una posición de Nim o de cualquier juego que se divide en partes
cli-about-games = Todos los juegos: sus parámetros, cómo se escriben sus posiciones y un ejemplo
cli-about-help = Muestra esta ayuda, o la de la orden indicada
cli-arg-lang = Idioma de la salida de texto: en (inglés, el predeterminado) o es (español)
cli-value-lang = IDIOMA
cli-arg-help = Muestra la ayuda
cli-arg-version = Muestra la versión
cli-arg-json = Escribe la salida en JSON
cli-arg-misere = Juego misère: pierde quien hace la última jugada
cli-value-game = JUEGO
cli-value-position = POSICIÓN
cli-arg-analyze-game = nim, take:K, subtraction:S1,S2,..., wythoff, min-nim:R1,R2,R3, fibonacci, kayles, ... (`nimatron games` los lista todos)
cli-arg-analyze-position = La posición: números separados por espacios o comas (`3 4 5`, `3,4,5`), escrita según el juego (`nimatron games`)
cli-arg-cold-game = El juego (solo wythoff)
cli-arg-cold-count = Lista las primeras CANTIDAD posiciones frías
cli-value-count = CANTIDAD
cli-arg-cold-index = El par frío de índice ÍNDICE, contando desde 0 (el índice 0 es (0,0))
cli-value-index = ÍNDICE
cli-arg-sequence-game = Un juego de un solo montón o fila: nim, take:K, subtraction:S1,S2,..., min-nim:R1,R2,R3, kayles, dawson, octal:CÓDIGO, grundy
cli-arg-sequence-upto = El tamaño del último montón
cli-value-upto = HASTA
cli-arg-sequence-stats = Muestra las estadísticas (valor máximo, valores raros, periodo) en lugar de los valores
cli-arg-quotient-game = Un juego de quitar y partir: kayles, dawson, octal:CÓDIGO, grundy
cli-arg-quotient-upto = El último montón (300 si no se da); el cálculo para antes si queda resuelto
cli-arg-min-nim-numbers = N1 N2 N3 (los montones) y R1 R2 R3 (las cantidades que se pueden quitar, R1 < R2 < R3)
cli-arg-min-nim-misere = Juego misère (las posiciones finales son N)
cli-arg-min-nim-dump = Una línea por posición: `a b c N|P distancia`
cli-arg-explain-game = El juego: nim, u otro cuyas posiciones se dividen en partes (kayles, take:K, subtraction:S, octal:CÓDIGO, dawson, grundy, sum:…)
cli-arg-explain-position = La posición: montones o filas separados por espacios o comas, los componentes de una suma por +
cli-about-review = Cada jugada de una partida juzgada: la mejor, buena o error, con las jugadas mejores
cli-arg-review-game = El juego (`nimatron games` los lista todos)
cli-arg-review-start = El inicio, en la sintaxis de posiciones del juego (`3,4,5`)
cli-value-start = INICIO
cli-arg-review-moves = La posición tras cada jugada, en orden (`1,4,5 1,4,1 ...`)
cli-value-moves = JUGADAS
# Errores de uso: con estos mensajes, clap_errors.rs de la CLI cuenta en
# español los errores de clap (tras cada uno va `cli-try-help` entre paréntesis).
cli-error-missing-arguments = { $count ->
        [one] falta un argumento obligatorio
       *[other] faltan argumentos obligatorios
    }: { $args }
cli-error-unknown-command = orden desconocida «{ $given }»
cli-error-unknown-argument = argumento inesperado «{ $arg }»
cli-error-did-you-mean = { $error }; ¿quisiste decir «{ $suggestion }»?
cli-error-repeated = el argumento «{ $arg }» no se puede usar más de una vez
cli-error-conflict = el argumento «{ $arg }» no se puede usar junto con «{ $other }»
cli-error-conflict-list = el argumento «{ $arg }» no se puede usar junto con: { $other }
cli-error-conflict-any = el argumento «{ $arg }» no se puede usar junto con alguno de los otros argumentos dados
cli-error-value-missing = falta el valor de «{ $arg }»
cli-error-bad-value = valor no válido «{ $value }» para «{ $arg }»
cli-error-bad-value-of = valor no válido «{ $value }» para «{ $arg }» (valores posibles: { $values })
cli-error-wrong-number = «{ $arg }» necesita { $expected ->
        [one] un valor
       *[other] { $expected } valores
    }, pero { $given ->
        [one] se dio uno
       *[other] se dieron { $given }
    }
cli-error-too-few = «{ $arg }» necesita al menos { $min } valores, pero { $given ->
        [one] solo se dio uno
       *[other] solo se dieron { $given }
    }
cli-error-too-many = valor inesperado «{ $value }» para «{ $arg }»: no admite más valores
cli-error-no-equals = para dar un valor a «{ $arg }» hace falta un signo igual
cli-error-not-utf8 = uno o más argumentos no son texto UTF-8 válido
cli-error-other = error en los argumentos: { $detail }
