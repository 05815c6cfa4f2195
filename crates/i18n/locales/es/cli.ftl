# La salida de texto de la línea de órdenes (la salida JSON no se traduce).
cli-outcome = resultado: { $outcome } ({ $meaning })
cli-nim-sum = suma nim: { $value } (binario { $binary })
cli-grundy = valor de Grundy: { $value }
cli-grundy-none = valor de Grundy: ninguno (juego misère, o más allá del límite del resolvedor)
cli-remoteness = lejanía: { $value } (jugadas hasta el final con juego perfecto)
cli-remoteness-unknown = lejanía: desconocida (más allá del límite del resolvedor)
cli-winning-moves = { $count ->
    [one] una jugada ganadora, mostrada como la posición que deja:
   *[other] { $count } jugadas ganadoras, cada una mostrada como la posición que deja:
}
cli-more-moves = … y { $count } más (se listan las 256 primeras)
cli-no-winning-move = ninguna jugada ganadora: toda jugada deja al rival una posición ganadora
cli-bad-lang = idioma desconocido «{ $given }»: usa en o es
cli-missing-command = falta una orden: analyze, games, cold, sequence, min-nim o explain (prueba --help)
cli-try-help = prueba --help
cli-cold-only-wythoff = las posiciones frías se listan solo para wythoff, no para «{ $given }»
cli-explain-only-nim = explain funciona solo con nim, no con «{ $given }»
cli-min-nim-position = { $position }: { $outcome } ({ $meaning }), distancia { $distance }
cli-min-nim-next = siguiente posición óptima: { $position }
cli-game-over = no hay jugada posible: el juego terminó
cli-position-example = Para { $game }, prueba: nimatron analyze { $game } { $position }
# Los datos propios de cada juego en `analyze` (un id por clave; `cli-fact-other`
# para un dato que aún no tiene palabras).
cli-fact-zeckendorf = forma de Zeckendorf: { $value } (números de Fibonacci no consecutivos que suman el montón)
cli-fact-max-take = lo más que se puede quitar ahora: { $value }
cli-fact-row-values = valor de Grundy de cada fila: { $value }
cli-fact-component-values = valor de Grundy de cada componente: { $value }
cli-fact-nim-sum = suma nim: { $value }
cli-fact-other = { $key }: { $value }
# `nimatron games`
cli-games-title = { $name } — { $title }. { $summary }
cli-games-params = parámetros: { $syntax }
cli-games-position = posición: { $syntax }
cli-games-example = ejemplo: nimatron analyze { $game } { $position }
cli-sequence-terms = { $game }: de G(0) a G({ $upto })
cli-sequence-largest = valor máximo: G({ $at }) = { $value } (el primer montón donde aparece)
cli-sequence-rare = valores raros: { $count } con la máscara { $mask }{ $domain ->
    [yes] , con la clase invertida por la paridad del montón
   *[no] {""}
} (incluido el montón 0; raro: un número par de bits de la máscara en el valor)
cli-sequence-rare-last = último valor raro: G({ $at })
cli-sequence-period = periodo: { $period } a partir de n = { $preperiod }, { $proof ->
    [octal] demostrado por el teorema de periodicidad de los juegos octales
    [subtraction] exacto (cada valor depende solo de los valores un número fijo de montones atrás)
   *[formula] por la fórmula G(n) = n mod (K + 1)
}
cli-sequence-no-period = periodo: ninguno demostrado hasta n = { $upto }
