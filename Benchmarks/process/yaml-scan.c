/*
 * yaml-scan: the floor for reading a YAML file with libyaml, as `make bench-process`
 * measures it: read the whole file (as tablectl does), run libyaml's parser over it to
 * the end of the stream, count the events, free each one, print the count. No tree, no
 * marks kept, no strings copied.
 *
 *   yaml-scan FILE...     prints "EVENTS FILE" per file; exit 1 on a parse error
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

static unsigned char *read_all(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    size_t capacity = 1 << 16, used = 0;
    unsigned char *bytes = malloc(capacity);
    size_t n;
    while (bytes && (n = fread(bytes + used, 1, capacity - used, file)) > 0) {
        used += n;
        if (used == capacity) {
            capacity *= 2;
            unsigned char *grown = realloc(bytes, capacity);
            if (!grown) { free(bytes); bytes = NULL; }
            else bytes = grown;
        }
    }
    fclose(file);
    *length = used;
    return bytes;
}

int main(int argc, char **argv) {
    int status = 0;
    for (int i = 1; i < argc; i++) {
        size_t length = 0;
        unsigned char *bytes = read_all(argv[i], &length);
        if (!bytes) { fprintf(stderr, "yaml-scan: cannot read %s\n", argv[i]); return 2; }
        yaml_parser_t parser;
        yaml_event_t event;
        unsigned long events = 0;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_string(&parser, bytes, length);
        for (;;) {
            if (!yaml_parser_parse(&parser, &event)) { status = 1; break; }
            events++;
            int done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            if (done) break;
        }
        yaml_parser_delete(&parser);
        free(bytes);
        printf("%lu %s\n", events, argv[i]);
    }
    return status;
}
