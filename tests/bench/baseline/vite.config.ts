import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig } from 'vite';
import { mantineCssPerComponent } from '../../../vite/mantine-css.ts';

/** The bare page of `npm run bench:paint`, built as the portal is (React, Mantine's CSS per component). */
export default defineConfig({
  plugins: [react(), mantineCssPerComponent()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
});
