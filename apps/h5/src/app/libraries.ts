/**
 * The libraries every page runs on, evaluated in a task of their own before the app's modules (main.tsx),
 * so neither evaluation is one long task. Imports only: the modules run their set-up once, when first
 * imported, and the app then finds them ready.
 */
import 'react';
import 'react-dom/client';
import '@tanstack/react-query';
import 'zustand';
