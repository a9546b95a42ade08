/*
** timeit.c — the best wall time of several runs of a command.
** usage: timeit RUNS INPUT OUTPUT COMMAND [ARGS…]
** Runs COMMAND RUNS times with standard input from INPUT and standard output
** to OUTPUT (the last run's stays there); prints the best time in seconds.
** Exits 1 if any run fails.
*/
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  int runs, i;
  double best = -1;
  if (argc < 5 || (runs = atoi(argv[1])) < 1) {
    fputs("usage: timeit RUNS INPUT OUTPUT COMMAND [ARGS...]\n", stderr);
    return 2;
  }
  for (i = 0; i < runs; i++) {
    double t0 = now(), dt;
    int status;
    pid_t pid = fork();
    if (pid < 0) {
      perror("fork");
      return 1;
    }
    if (pid == 0) {
      int in = open(argv[2], O_RDONLY), out = open(argv[3], O_WRONLY | O_CREAT | O_TRUNC, 0644);
      if (in < 0 || out < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0) _exit(127);
      close(in);
      close(out);
      execvp(argv[4], argv + 4);
      perror(argv[4]);
      _exit(127);
    }
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      fprintf(stderr, "timeit: %s failed\n", argv[4]);
      return 1;
    }
    dt = now() - t0;
    if (best < 0 || dt < best) best = dt;
  }
  printf("%.6f\n", best);
  return 0;
}
