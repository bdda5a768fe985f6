// Spanish texts of the catalogue screens (app.catalog).
import type { CATALOG_TEXTS } from '../../../contract/catalog';
import type { catalogTexts } from '../en-catalog';
import type { TextsOf, Translation } from '../translation';

export const catalog: Translation<typeof catalogTexts> = {
  message: {
    archivingError: 'Error al archivar',
    recoveringError: 'Error al recuperar',
    bulkArchiveError: 'Error al archivar en bloque',
    bulkRecoverError: 'Error al recuperar en bloque',
    bulkDestroyError: 'Error al eliminar en bloque',
    optionNotDeleted: '¡Opción! La opción no se eliminó',
    attributeNotDeleted: 'el atributo no se eliminó',
    attributeGroupNotDeleted: 'el grupo de atributos no se eliminó',
    informationNotDeleted: 'la página de información no se eliminó',
    filterNotDeleted: 'el filtro no se eliminó',
    filterChooserTitle: 'Elija un filtro para este segmento',
    ownAncestor: 'Una categoría no puede ubicarse dentro de sí misma ni de una de sus subcategorías.',
    noStoreToPreview: 'Ninguna tienda activa tiene un dominio donde ver la vista previa.',
    segmentHoldsNoFilters: 'Los registros de este segmento no tienen filtros.',
    filterNotInGroup: 'Este filtro no pertenece al grupo de filtros elegido.',
  } satisfies TextsOf<typeof CATALOG_TEXTS>,
  tree: {
    name: 'Nombre',
    empty: 'No hay categorías.',
    more: 'El árbol muestra las primeras %{count} categorías.',
  },
  preview: 'Vista previa',
  review: {
    replied_by_help: 'Se completa con su nombre de usuario al guardar una respuesta.',
  },
  messages: {
    title: 'Mensajes',
    intro: 'Lo que los clientes escribieron sobre los productos, lo más reciente primero. Abra uno para publicarlo o responder.',
    unpublished_only: 'Solo los no publicados',
    rating: '%{rating} de 5',
    on_product: 'sobre %{product}',
    reply: 'Responder',
    replied: 'Respuesta de %{name}',
    not_replied: 'Sin respuesta aún',
    published: 'Publicado',
    unpublished: 'No publicado',
    empty: 'No hay mensajes.',
  },
  chooser: {
    menu: 'Selector de filtros',
    group: 'Grupo de filtros',
    target: 'Aplicar a',
    segment: 'Segmento',
    segments: { customerGroup: 'Grupo de clientes', productGroup: 'Grupo de productos', products: 'Producto' },
    filters: 'Filtros del grupo',
    no_filters: 'Este grupo aún no tiene filtros.',
    pick_group: 'Elija un grupo de filtros para ver sus filtros.',
    pick_target: 'Elija el registro al que se aplican los filtros.',
    no_segment: 'Los registros de este segmento no tienen filtros.',
    apply: 'Aplicar',
    applied: 'Filtros aplicados',
  },
};
