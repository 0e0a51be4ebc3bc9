import { COLLECTION_PROBLEM_TYPE, type Option } from '@loan/contract';
import { useWording } from '@/i18n/use-wording.ts';
import { hasTypeIcon } from '../rules.ts';

export interface TypeListProps {
  types: readonly Option[];
  subTypes: readonly Option[];
  subTypesOpen: boolean;
  onType: (type: Option) => void;
  onSubType: (subType: Option) => void;
}

/** Icons of the first three types (only they have one), drawn inline so no image request is needed. */
const TYPE_ICONS = ['☎', '$', '✎'] as const;

export function TypeList({ types, subTypes, subTypesOpen, onType, onSubType }: TypeListProps) {
  const { t } = useWording();
  return (
    <section className="complaint__section">
      <h2 className="complaint__subheading">{t('complaint.typesHeading')}</h2>
      <ul className="type-list">
        {types.map((type, index) => {
          const collection = type.value === COLLECTION_PROBLEM_TYPE;
          return (
            <li key={type.value}>
              <button
                type="button"
                className={`type-list__item${hasTypeIcon(index) ? '' : ' type-list__item--no-icon'}`}
                aria-expanded={collection ? subTypesOpen : undefined}
                onClick={() => onType(type)}
              >
                {hasTypeIcon(index) && (
                  <span className="type-list__icon" aria-hidden="true">
                    {TYPE_ICONS[index]}
                  </span>
                )}
                <span className="type-list__title">{type.title}</span>
                <span className="type-list__chevron" aria-hidden="true">
                  {collection && subTypesOpen ? '⌄' : '›'}
                </span>
              </button>
              {collection && subTypesOpen && (
                <ul className="type-list__subs" aria-label={t('complaint.subTypesHeading')}>
                  {subTypes.map((subType) => (
                    <li key={subType.value}>
                      <button type="button" className="type-list__sub" onClick={() => onSubType(subType)}>
                        {subType.title}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
