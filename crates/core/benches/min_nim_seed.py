#!/usr/bin/env python3
"""The Min Nim seed's dictionary algorithm, written from its README, as the
baseline for `benches/solvers.rs`.

calcular_posiciones(elementos, opciones) walks the tree of positions and
returns a dict {(a, b, c): (es_N, distancia)}: a position is N when some
move reaches a P-position; terminal positions (every heap below r1) are P
with distance 0; an N-position's distance is 1 + the least distance of its
P-children, a P-position's 1 + the greatest distance of its children.

Usage: python3 min_nim_seed.py n1 n2 n3 r1 r2 r3   (prints elapsed seconds)
"""
import sys
import time


def calcular_posiciones(elementos, opciones):
    posiciones = {}

    def jugadas(pos):
        for pila in range(3):
            for r in opciones:
                if pos[pila] >= r:
                    nueva = list(pos)
                    nueva[pila] -= r
                    yield tuple(nueva)

    def calcular(pos):
        if pos in posiciones:
            return posiciones[pos]
        hijos = [calcular(h) for h in jugadas(pos)]
        if not hijos:
            valor = (False, 0)
        else:
            distancias_p = [d for (es_n, d) in hijos if not es_n]
            if distancias_p:
                valor = (True, 1 + min(distancias_p))
            else:
                valor = (False, 1 + max(d for (_, d) in hijos))
        posiciones[pos] = valor
        return valor

    n1, n2, n3 = elementos
    for a in range(n1 + 1):
        for b in range(n2 + 1):
            for c in range(n3 + 1):
                calcular((a, b, c))
    return posiciones


def main():
    if len(sys.argv) != 7:
        print(__doc__)
        sys.exit(2)
    n1, n2, n3, r1, r2, r3 = map(int, sys.argv[1:])
    sys.setrecursionlimit(max(10000, 4 * (n1 + n2 + n3) + 100))
    inicio = time.perf_counter()
    posiciones = calcular_posiciones([n1, n2, n3], [r1, r2, r3])
    fin = time.perf_counter()
    n_posiciones = sum(1 for v in posiciones.values() if v[0])
    print(f"{len(posiciones)} positions, {n_posiciones} N, {fin - inicio:.3f} s")
    print(f"{fin - inicio:.6f}")


if __name__ == "__main__":
    main()
