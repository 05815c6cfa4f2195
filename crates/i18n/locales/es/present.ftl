# El botón del modo proyector mientras está activado (crates/app/src/components/header.rs).
present-on = activado
present-leave-hint = El modo proyector está activado: pulsa este botón, Escape o P para salir
# Un eje del mapa de calor de Min Nim: qué montón cuenta.
heatmap-axis-heap = montón { $heap }
