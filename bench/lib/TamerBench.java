// Times McLab's Tamer (Dubrau and Hendren, "Taming MATLAB", OOPSLA 2012) on MATLAB programs,
// in-process, the way bench/lib/pipeline.mjs times mtame: for each driver, its whole pipeline
// (McLab's parser, the simplifications to Tame IR, and the interprocedural value analysis,
// i.e. BasicTamerTool.analyze with no input arguments) after warm-up runs, median of the timed
// runs. Our own code (not McLab's), compiled by bench/all.mjs against a locally built
// McLabCore.jar (Sable/mclab-core), which is never committed.
//
//   javac -cp McLabCore.jar -d OUT TamerBench.java
//   java -cp McLabCore.jar:OUT TamerBench WARMUP RUNS ARGSPEC DRIVER.m...
//
// ARGSPEC is `-` for a driver without arguments, else one argument in Tamer's notation, e.g.
// `DOUBLE&1*1&REAL` (the McLab benchmarks' drivers take the problem's scale).
//
// Prints one line per driver: `name<TAB>ok<TAB>median ms<TAB>min ms` or
// `name<TAB>error<TAB>message`.
import java.util.Arrays;

import natlab.tame.BasicTamerTool;
import natlab.toolkits.filehandling.GenericFile;
import natlab.toolkits.path.FileEnvironment;

public class TamerBench {
  static String[] argSpecs = new String[0];

  static void once(String driver) {
    GenericFile file = GenericFile.create(driver);
    FileEnvironment env = new FileEnvironment(file);
    BasicTamerTool.setDoIntOk(false);
    BasicTamerTool.analyze(argSpecs, env);
  }

  public static void main(String[] args) {
    // Tamer prints its progress on stdout: silence it, and print our lines on the real one.
    java.io.PrintStream real = System.out;
    java.io.PrintStream quiet = new java.io.PrintStream(java.io.OutputStream.nullOutputStream());
    System.setOut(quiet);
    System.setErr(quiet);
    int warmup = Integer.parseInt(args[0]);
    int runs = Integer.parseInt(args[1]);
    if (!args[2].equals("-")) argSpecs = new String[] { args[2] };
    for (int a = 3; a < args.length; a++) {
      String driver = args[a];
      String name = new java.io.File(driver).getParentFile().getName();
      try {
        for (int i = 0; i < warmup; i++) once(driver);
        double[] ms = new double[runs];
        for (int i = 0; i < runs; i++) {
          long t = System.nanoTime();
          once(driver);
          ms[i] = (System.nanoTime() - t) / 1e6;
        }
        Arrays.sort(ms);
        double median = runs % 2 == 1 ? ms[runs / 2] : (ms[runs / 2 - 1] + ms[runs / 2]) / 2;
        real.println(name + "\tok\t" + median + "\t" + ms[0]);
      } catch (Throwable e) {
        String msg = String.valueOf(e).replace('\t', ' ').replace('\n', ' ');
        if (msg.length() > 300) msg = msg.substring(0, 300);
        real.println(name + "\terror\t" + msg);
      }
      real.flush();
    }
  }
}
