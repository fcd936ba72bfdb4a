import './no-eval.ts';
import { Keystatic } from '@keystatic/core/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { editorPages } from 'virtual:editor-pages';
import { editorConfig } from './config.ts';

// Plain createElement, no JSX: the editor's page runs without Vite's HMR client and React Refresh,
// so a post saved (a new route) reloads the site's pages but never the editor mid-save.
// The UI takes the general Config type; a config with named collections is not assignable to it
// as TypeScript sees it (Keystatic's own framework adapters widen it the same way).
createRoot(document.getElementById('keystatic')!).render(createElement(Keystatic, { config: editorConfig(editorPages) }));
