//
//  ShelfFlags.h
//  The switches the shelf cells are built with: a header every cell imports, so its
//  #defines decide the cells' #ifs when it is given to import with them.
//

#ifndef SHELF_FLAGS_H
#define SHELF_FLAGS_H

#define SHELF_SHOWS_BADGE 0

#endif
