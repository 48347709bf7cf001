/* The floor: the least any YAML-based linter must do, pulling libyaml's events over the same bytes.
 *
 *   floor FILE...        read each file into memory and pull every event (one process over many files)
 *   floor @LIST          the same for the paths listed one per line in LIST
 *
 * Prints the number of files, bytes and events, so the work cannot be optimised away. Exit 1 on a parse error.
 * Built by Benchmarks/run.sh with: gcc -O2 floor.c -lyaml
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static unsigned char *read_all(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, len = 0;
    unsigned char *buf = malloc(cap);
    size_t n;
    while ((n = fread(buf + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap) { cap *= 2; buf = realloc(buf, cap); }
    }
    fclose(f);
    *size = len;
    return buf;
}

static long events_in(const unsigned char *bytes, size_t size, const char *path) {
    yaml_parser_t parser;
    yaml_event_t event;
    long count = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, bytes, size);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", path, parser.problem_mark.line + 1, parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "parse error");
            yaml_parser_delete(&parser);
            return -1;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        count++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return count;
}

static int one_file(const char *path, long *files, long *bytes, long *events) {
    size_t size;
    unsigned char *data = read_all(path, &size);
    if (!data) { fprintf(stderr, "%s: cannot read\n", path); return 1; }
    long n = events_in(data, size, path);
    free(data);
    if (n < 0) return 1;
    *files += 1; *bytes += (long)size; *events += n;
    return 0;
}

int main(int argc, char **argv) {
    long files = 0, bytes = 0, events = 0;
    int failed = 0;
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] == '@') {
            FILE *list = fopen(argv[i] + 1, "r");
            if (!list) { fprintf(stderr, "%s: cannot read\n", argv[i] + 1); return 1; }
            char line[4096];
            while (fgets(line, sizeof line, list)) {
                line[strcspn(line, "\r\n")] = 0;
                if (line[0]) failed |= one_file(line, &files, &bytes, &events);
            }
            fclose(list);
        } else {
            failed |= one_file(argv[i], &files, &bytes, &events);
        }
    }
    printf("%ld files, %ld bytes, %ld events\n", files, bytes, events);
    return failed;
}
