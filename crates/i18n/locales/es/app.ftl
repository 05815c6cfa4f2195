# El marco de la aplicación: cabecera, menú, cambio de idioma, avisos comunes.
app-skip-to-content = Saltar al contenido
app-nav-label = Pantallas
# El botón del móvil que muestra u oculta la lista de pantallas.
app-nav-toggle = Menú
app-lang-switch-label = Idioma
app-loading = Cargando…
app-home-title = Elige una pantalla
app-home-intro = Aquí la computadora resuelve cada juego: puedes jugar, comprobar una idea o mostrar a una clase por qué una jugada gana.
app-home-open = Abrir
app-not-found = No hay ninguna pantalla en «{ $path }». Aquí tienes el menú.
app-footer = Nimatron funciona por completo en tu navegador: nada de lo que haces aquí se envía a ningún sitio.
app-error-prefix = Problema:
app-home-lesson-title = Para docentes: Nimatron dentro de tu lección
app-home-lesson-text = Cualquier pantalla puede vivir dentro de tu propia página web, como widget o en un marco. Aquí tienes una lección corta de ejemplo sobre el Nim y el juego de Wythoff.
app-home-lesson-open = Abrir la lección de ejemplo
app-crash-message = Algo salió mal y Nimatron se detuvo. Recarga la página para continuar.
app-crash-reload = Recargar
app-storage-unavailable = Este navegador no deja que Nimatron guarde nada (su almacenamiento está desactivado o lleno), así que tus partidas y preferencias se olvidarán al salir. Todo lo demás funciona.
app-update-ready = Hay una versión nueva de Nimatron lista.
app-update-reload = Recargar para usarla
# Los botones Compartir y Proyector de la cabecera (el panel de compartir
# está en teach.ftl: solo lo dibuja la aplicación entera), los botones
# Copiar y la palabra de una página de widget para un nombre que no conoce.
teach-share-button = Compartir
teach-copy = Copiar
# El nombre accesible del botón Copiar: «Copiar» y lo que copia.
teach-copy-named = Copiar: { $what }
teach-copied = Copiado
teach-copy-refused = No se pudo copiar: el texto está seleccionado, pulsa Ctrl+C (⌘C en un Mac).
teach-present-button = Proyector
teach-present-hint = Letra grande y alto contraste para un proyector (tecla P)
teach-present-hint-touch = Letra grande y alto contraste para un proyector
widget-unknown = No hay ningún widget de Nimatron llamado «{ $name }». Los widgets son: { $names }.
