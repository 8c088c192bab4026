import { useTranslation } from 'react-i18next';
import { useBrandsOfType, useGameCatalog, useGamesOfType } from '../games/catalog.ts';
import { resourceUrl } from '../games/catalog.ts';
import { GameGrid } from '../tiles/GameGrid.tsx';
import './panels.css';

interface TypePanelProps {
  typeId: number;
  brandId: number | null;
  onBrand: (brandId: number | null) => void;
}

/** A game-type tab: brand sub-tabs ("All" first) over the grid of that type's games. */
export function TypePanel({ typeId, brandId, onBrand }: TypePanelProps) {
  const brands = useBrandsOfType(typeId);
  const games = useGamesOfType(typeId, brandId ?? undefined);
  return (
    <section className="home-panel" data-testid={`type-panel-${typeId}`}>
      <BrandTabs brands={brands} active={brandId} onSelect={onBrand} />
      <div className="home-panel__grid">
        <GameGrid games={games} />
      </div>
    </section>
  );
}

interface BrandTabsProps {
  brands: ReturnType<typeof useBrandsOfType>;
  active: number | null;
  onSelect: (brandId: number | null) => void;
}

export function BrandTabs({ brands, active, onSelect }: BrandTabsProps) {
  const { t } = useTranslation();
  const { resourceUrl: base } = useGameCatalog();
  return (
    <div className="sub-tabs" role="tablist" data-testid="brand-tabs">
      <button type="button" role="tab" aria-selected={active === null} className={active === null ? 'sub-tab is-active' : 'sub-tab'}
        data-testid="brand-tab-all" onClick={() => onSelect(null)}>
        {t('lobby.allBrands')}
      </button>
      {brands.map((brand) => (
        <button key={brand.id} type="button" role="tab" aria-selected={active === brand.id}
          className={active === brand.id ? 'sub-tab is-active' : 'sub-tab'} data-testid={`brand-tab-${brand.id}`}
          onClick={() => onSelect(brand.id)}>
          {brand.icon3 && <img src={resourceUrl(brand.icon3, base)} alt="" loading="lazy" />}
          {brand.showName}
        </button>
      ))}
    </div>
  );
}
