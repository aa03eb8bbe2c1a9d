import java.io.IOException;
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local listening on 127.0.0.1 only. Its command line has no host option and its Jetty
 * server listens on every interface, so this builds the server from the same command line, binds
 * the server's connectors to loopback, then starts it (infra/local/dynamodb-local.ts). It exits
 * when its standard input ends, which happens when the process that started it ends, however it
 * ends: a benchmark or test run killed part-way leaves no server behind.
 */
public final class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    Thread exitWithParent = new Thread(LoopbackDynamoDbLocal::exitAtEndOfInput);
    exitWithParent.setDaemon(true);
    exitWithParent.start();
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    if (proxy == null) return;
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) ((ServerConnector) connector).setHost("127.0.0.1");
    proxy.start();
  }

  private static void exitAtEndOfInput() {
    try {
      while (System.in.read() != -1) {}
    } catch (IOException ignored) {
      // A standard input that fails has ended too.
    }
    System.exit(0);
  }
}
