//! Bouton's method step by step (CORE HELPER: implement).
