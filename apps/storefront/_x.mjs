import { chromium } from 'playwright';
const base = 'http://localhost:3100';
const profile = (await (await fetch(`${base}/api/visualization/shop_profile?vsd_id=DEMO0001`)).json()).data.data.profile;
// Warm the swatches the design uses.
const tpl = (await (await fetch(`${base}/api/visualizer/template/warm-oak-farmhouse-kitchen?showroom=DEMO0001`)).json()).data;
for (const slot of tpl.slots) if (slot.product?.picture) for (const src of slot.product.picture.sources.map((s) => s.srcset.split(', ')[1].split(' ')[0])) await fetch(base + src);
await new Promise((r) => setTimeout(r, 45000));
const active = { showroom: profile.vsd_id, vsd_id: profile.vsd_id, id: profile.id, company_name: profile.company_name, business_logo: profile.business_logo, is_3d: profile.is_3d, floorplan: null, floorTemplate: null, project: null, theme_color: profile.theme_color, custom_addon: profile.custom_addon, basic_addon: profile.basic_addon, showroom_subscription: profile.showroom_subscription };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[1280, 900], [375, 800]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text().slice(0, 200)); });
  await page.addInitScript((value) => localStorage.setItem('showroom', value), JSON.stringify(active));
  await page.goto(`${base}/visualize`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/viz-plans-${w}.png` });
  await page.goto(`${base}/visualize?plan=kitchen-island-14x16&template=warm-oak-farmhouse-kitchen`);
  await page.waitForSelector('[data-ready="true"]', { timeout: 60000 }).catch((e) => console.log('not ready', e.message));
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/viz-design-${w}.png`, fullPage: w === 375 });
}
await browser.close();
