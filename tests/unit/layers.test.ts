import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLayerViolations, type SourceFile } from './layer-rules';

const root = process.cwd();

function shippedSources(folder: string): SourceFile[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|fixtures)\.tsx?$/.test(entry.name) && entry.name !== 'fixtures.ts',
    )
    .map((entry) => {
      const path = relative(root, join(entry.parentPath, entry.name)).split('\\').join('/');
      return { path, source: readFileSync(join(root, path), 'utf8') };
    });
}

describe('the layers of shared/DESIGN.md', () => {
  it('hold in the shipped source', () => {
    const files = ['core', 'ui', 'elements', 'platform-sim'].flatMap((layer) => shippedSources(`packages/${layer}/src`));
    expect(files.length).toBeGreaterThan(30);
    expect(findLayerViolations(files)).toEqual([]);
  });

  it.each([
    ['packages/core/src/x.ts', "import { useState } from 'react';"],
    ['packages/core/src/x.ts', "import { Modal } from '@kurv/ui';"],
    ['packages/core/src/store/x.ts', "import { Modal } from '../../../ui/src/kit/Modal';"],
    ['packages/ui/src/x.tsx', "import { createShopStore } from '@kurv/core';"],
    ['packages/ui/src/x.tsx', "import { getShopStore } from '@kurv/core/store';"],
    ['packages/ui/src/x.tsx', "import { createApiClient } from '../../core/src/api/api-client';"],
    ['packages/ui/src/x.tsx', "import { useStore } from 'zustand';"],
    ['packages/ui/src/x.tsx', "import { useShop } from '@kurv/elements';"],
    ['packages/ui/src/x.tsx', "import { queryAll } from '@kurv/core/dom';"],
    ['packages/elements/src/x.tsx', "import { createPlatformSim } from '@kurv/platform-sim';"],
    ['packages/platform-sim/src/x.ts', "import { formatPrice } from '@kurv/core';"],
    ['packages/platform-sim/src/x.ts', "import { canEditOrder } from '@kurv/core/rules';"],
    ['packages/core/src/x.ts', "const lazy = () => import('@kurv/elements');"],
  ])('are crossed by %s: %s', (path, source) => {
    expect(findLayerViolations([{ path, source }])).toHaveLength(1);
  });

  it.each([
    ['packages/ui/src/x.tsx', "import type { ShopState } from '@kurv/core';"],
    ['packages/ui/src/x.tsx', "import { formatPrice } from '@kurv/core/format';"],
    ['packages/ui/src/x.tsx', "import { nb, type Texts } from '@kurv/core/texts';"],
    ['packages/ui/src/x.tsx', "import { dayStatusLabel } from '@kurv/core/handover';"],
    ['packages/ui/src/x.tsx', "import { afterNextPaint } from '@kurv/core/paint';"],
    ['packages/elements/src/x.tsx', "import { getShopStore } from '@kurv/core';"],
    ['packages/platform-sim/src/x.ts', "import type { Product } from '@kurv/core';"],
    ['packages/platform-sim/src/x.ts', "import { ORDER_STATUS } from '@kurv/core/domain';"],
    ['packages/platform-sim/src/x.ts', "import { osloDate } from '@kurv/core/time';"],
    ['packages/core/src/x.ts', "import { createStore } from 'zustand/vanilla';"],
  ])('are kept by %s: %s', (path, source) => {
    expect(findLayerViolations([{ path, source }])).toEqual([]);
  });
});
