import sharp from 'sharp';
const dir = '/work/main/.vitest-attachments/apps/storefront/src/pages/ProductList/ProductListPage.stories.tsx/';
const base = '/work/main/apps/storefront/src/pages/ProductList/__screenshots__/ProductListPage.stories.tsx/';
const name = process.argv[2];
const a = await sharp(`${dir}${name}-actual-chromium-linux.png`).raw().toBuffer({ resolveWithObject: true });
const b = await sharp(`${base}${name}-chromium-linux.png`).raw().toBuffer({ resolveWithObject: true });
console.log(a.info, b.info.width, b.info.height);
const ch = a.info.channels; let n = 0;
for (let y = 0; y < Math.min(a.info.height, b.info.height); y++) for (let x = 0; x < a.info.width; x++) {
  const i = (y * a.info.width + x) * ch; const d = Math.abs(a.data[i]-b.data[i]) + Math.abs(a.data[i+1]-b.data[i+1]) + Math.abs(a.data[i+2]-b.data[i+2]);
  if (d > 30 && n++ < 12) console.log(x, y, [a.data[i],a.data[i+1],a.data[i+2]], [b.data[i],b.data[i+1],b.data[i+2]]);
}
console.log('total', n);
